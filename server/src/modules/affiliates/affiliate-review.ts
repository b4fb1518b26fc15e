import { badInput, type FieldProblem } from "../../core/errors.js";
import { blankToNull } from "../../core/form-checks.js";

// What staff decide on an application, and its bounds.

/** The affiliate's own page on the site (a customer page: see docs/security.md, "Affiliates"). */
export const AFFILIATE_PAGE = "/customer/affiliate";

/** A share below 1 % is not worth a partner's while; above 30 % it eats the broker's margin. */
export const COMMISSION_PERCENT_MIN = 1;
export const COMMISSION_PERCENT_MAX = 30;
const NOTE_MAX = 2_000;
const REASON_MAX = 1_000;

export interface ReviewDecision {
  approve: boolean;
  /** Required to approve. */
  commissionRatePercent?: number | null;
  /** Required to reject: the applicant is told it. */
  reason?: string | null;
  /** For staff. */
  note?: string | null;
}

export interface CheckedDecision {
  approve: boolean;
  /** Basis points when approving, else null. */
  rateBp: number | null;
  reason: string | null;
  note: string | null;
}

/** The decision as stored, or a BAD_USER_INPUT naming each faulty field. */
export function checkDecision(decision: ReviewDecision): CheckedDecision {
  const problems: FieldProblem[] = [];
  const note = blankToNull(decision.note);
  const reason = decision.approve ? null : blankToNull(decision.reason);
  const rate = decision.commissionRatePercent;
  let rateBp: number | null = null;
  if (decision.approve) {
    if (rate === null || rate === undefined) problems.push({ field: "commissionRatePercent", message: "Required." });
    else if (!Number.isFinite(rate) || rate < COMMISSION_PERCENT_MIN || rate > COMMISSION_PERCENT_MAX)
      problems.push({
        field: "commissionRatePercent",
        message: `From ${COMMISSION_PERCENT_MIN} to ${COMMISSION_PERCENT_MAX} percent.`,
      });
    else if (Math.abs(rate * 100 - Math.round(rate * 100)) > 1e-6)
      problems.push({ field: "commissionRatePercent", message: "At most two decimals." });
    else rateBp = Math.round(rate * 100);
  } else if (reason === null) problems.push({ field: "reason", message: "Required: the applicant is told it." });
  else if (reason.length > REASON_MAX)
    problems.push({ field: "reason", message: `At most ${REASON_MAX.toLocaleString("en-US")} characters.` });
  if (note !== null && note.length > NOTE_MAX)
    problems.push({ field: "note", message: `At most ${NOTE_MAX.toLocaleString("en-US")} characters.` });
  if (problems.length) throw badInput(problems);
  return { approve: decision.approve, rateBp, reason, note };
}
