import type { MessageId } from "../../i18n/messages";

export type ProgramId = "on-demand" | "membership" | "corporate";

export interface Program {
  id: ProgramId;
  name: MessageId;
  /** How it is priced; actual prices are quoted on request, never shown (spec §1). */
  pricing: MessageId;
  summary: MessageId;
  features: readonly MessageId[];
  mostPopular: boolean;
}

export const programs: readonly Program[] = [
  {
    id: "on-demand",
    name: "program.onDemand.name",
    pricing: "program.onDemand.pricing",
    summary: "program.onDemand.summary",
    features: ["program.onDemand.f.payPerFlight", "program.onDemand.f.noCommitment", "program.onDemand.f.anyCategory", "program.onDemand.f.certifiedOperators"],
    mostPopular: false,
  },
  {
    id: "membership",
    name: "program.membership.name",
    pricing: "program.membership.pricing",
    summary: "program.membership.summary",
    features: [
      "program.membership.f.guaranteed",
      "program.membership.f.fixedRates",
      "program.membership.f.priority",
      "program.membership.f.catering",
      "program.membership.f.accountManager",
      "program.membership.f.tax",
      "program.membership.f.emptyLegs",
      "program.membership.f.family",
      "program.membership.f.rollover",
    ],
    mostPopular: true,
  },
  {
    id: "corporate",
    name: "program.corporate.name",
    pricing: "program.corporate.pricing",
    summary: "program.corporate.summary",
    features: [
      "program.corporate.f.customPricing",
      "program.corporate.f.agreements",
      "program.corporate.f.volume",
      "program.corporate.f.dedicatedFleet",
      "program.corporate.f.multiUser",
      "program.corporate.f.expenses",
      "program.corporate.f.safety",
      "program.corporate.f.prioritySupport",
    ],
    mostPopular: false,
  },
];

export interface ComparisonRow {
  label: MessageId;
  included: Record<ProgramId, boolean>;
}

// Spec §2: the rows of the programs comparison table.
export const programComparison: readonly ComparisonRow[] = [
  { label: "compare.guaranteedAvailability", included: { "on-demand": false, membership: true, corporate: true } },
  { label: "compare.fixedRates", included: { "on-demand": false, membership: true, corporate: true } },
  { label: "compare.volumeDiscounts", included: { "on-demand": false, membership: false, corporate: true } },
  { label: "compare.accountManager", included: { "on-demand": false, membership: true, corporate: true } },
  { label: "compare.support247", included: { "on-demand": true, membership: true, corporate: true } },
  { label: "compare.globalAccess", included: { "on-demand": true, membership: true, corporate: true } },
  { label: "compare.customAgreements", included: { "on-demand": false, membership: false, corporate: true } },
];
