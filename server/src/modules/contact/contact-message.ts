import type { contactFields, FormInput } from "../../core/rules/index.js";

/** A message as the contact form sends it: the form's fields (core/rules/public-forms.ts) and where it came from. */
export type NewContactMessage = FormInput<typeof contactFields> & {
  /** The language to answer in; en when absent. */
  locale?: string | null;
  /** An affiliate's ?ref= code, kept as given. */
  referralCode?: string | null;
};

/** What the sender is told: it arrived, and how to refer to it. */
export interface ContactReceipt {
  /** e.g. "CM-7K3Q9P". */
  reference: string;
  receivedAt: Date;
}
