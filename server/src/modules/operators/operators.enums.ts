import { registerEnumType } from "type-graphql";

// Values are the names; the audits are kept in the operator's row as these values (safety_audits jsonb).

/** A safety audit's rating, which also names its scheme (ARGUS, Wyvern or IS-BAO). */
export enum SafetyRating {
  ARGUS_GOLD = "ARGUS_GOLD",
  ARGUS_GOLD_PLUS = "ARGUS_GOLD_PLUS",
  ARGUS_PLATINUM = "ARGUS_PLATINUM",
  WYVERN_REGISTERED = "WYVERN_REGISTERED",
  WYVERN_WINGMAN = "WYVERN_WINGMAN",
  IS_BAO_STAGE_1 = "IS_BAO_STAGE_1",
  IS_BAO_STAGE_2 = "IS_BAO_STAGE_2",
  IS_BAO_STAGE_3 = "IS_BAO_STAGE_3",
}

export enum SafetyAuditScheme {
  ARGUS = "ARGUS",
  WYVERN = "WYVERN",
  IS_BAO = "IS_BAO",
}

/** The papers an operator is checked on: its air operator certificate, its insurance, and each audit scheme. */
export enum OperatorDocument {
  AOC = "AOC",
  INSURANCE = "INSURANCE",
  ARGUS = "ARGUS",
  WYVERN = "WYVERN",
  IS_BAO = "IS_BAO",
}

export enum OperatorWarningKind {
  /** Ends within the warning window (30 days). */
  EXPIRING = "EXPIRING",
  /** Ended: past its expiry date. */
  LAPSED = "LAPSED",
}

/** Why a row of a fleet import was refused, for the report's reader to fix it. */
export enum FleetRowProblemCode {
  REQUIRED = "REQUIRED",
  INVALID = "INVALID",
  OUT_OF_RANGE = "OUT_OF_RANGE",
  UNKNOWN_AIRPORT = "UNKNOWN_AIRPORT",
  DUPLICATE_IN_FILE = "DUPLICATE_IN_FILE",
  OTHER_OPERATOR = "OTHER_OPERATOR",
}

registerEnumType(SafetyRating, {
  name: "SafetyRating",
  description: "An independent safety audit's result; the first word names the scheme.",
  valuesConfig: {
    ARGUS_GOLD: { description: "ARGUS Gold." },
    ARGUS_GOLD_PLUS: { description: "ARGUS Gold+." },
    ARGUS_PLATINUM: { description: "ARGUS Platinum, ARGUS's highest rating." },
    WYVERN_REGISTERED: { description: "Wyvern Registered Operator." },
    WYVERN_WINGMAN: { description: "Wyvern Wingman, Wyvern's highest standard." },
    IS_BAO_STAGE_1: { description: "IS-BAO Stage 1: a safety management system in place." },
    IS_BAO_STAGE_2: { description: "IS-BAO Stage 2: its risk management is in use." },
    IS_BAO_STAGE_3: { description: "IS-BAO Stage 3: safety management part of the culture." },
  },
});

registerEnumType(SafetyAuditScheme, { name: "SafetyAuditScheme", description: "Who audited the operator." });

registerEnumType(OperatorDocument, {
  name: "OperatorDocument",
  description: "What a warning is about: the air operator certificate, the insurance, or an audit scheme.",
});

registerEnumType(OperatorWarningKind, {
  name: "OperatorWarningKind",
  description:
    "EXPIRING: ends within 30 days. LAPSED: past its expiry; a lapsed AOC or insurance makes the operator not quotable.",
});

registerEnumType(FleetRowProblemCode, {
  name: "FleetRowProblemCode",
  description:
    "REQUIRED: the cell is empty. INVALID: not a value of the column's kind. OUT_OF_RANGE: outside min–max. UNKNOWN_AIRPORT: no airport has this IATA or ICAO code. DUPLICATE_IN_FILE: the registration is on an earlier row too. OTHER_OPERATOR: the registration belongs to another operator's fleet.",
});
