import type { affiliateFields, FormInput } from "../../core/rules/index.js";
import type { AffiliateApplicationStatus } from "./affiliate.enums.js";

/** An application to refer clients for a share of the profit on their bookings. */
export interface AffiliateApplication {
  id: string;
  name: string;
  email: string;
  company: string | null;
  website: string | null;
  /** Who they reach and how, in their words. */
  audience: string;
  /** en, es, ar or zh. */
  locale: string;
  status: AffiliateApplicationStatus;
  /** Issued on approval: the site's ?ref= code. */
  referralCode: string | null;
  /** Percent of each won booking's price the affiliate earns, e.g. 7.5; set on approval. */
  commissionRatePercent: number | null;
  /** Why it was rejected, as the applicant was told. */
  rejectionReason: string | null;
  createdAt: Date;
  reviewedAt: Date | null;
  /** Staff's note: staff see it. */
  reviewNoteText: string | null;
  reviewedByUserId: string | null;
  leadId: string;
}

/** An application as the public form sends it: the form's fields (core/rules/public-forms.ts) and its language. */
export type NewAffiliateApplication = FormInput<typeof affiliateFields> & {
  /** en when absent. */
  locale?: string | null;
};
