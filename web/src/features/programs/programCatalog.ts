import type { MessageId } from "../../i18n/messages";

/** A programme's page anchor, as usePrograms gives it. */
export type ProgramId = "on-demand" | "membership" | "corporate";

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
