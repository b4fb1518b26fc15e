/** A message as the contact form sends it. */
export interface NewContactMessage {
  name: string;
  email: string;
  phone?: string | null;
  company?: string | null;
  subject?: string | null;
  message: string;
  /** The language to answer in; en when absent. */
  locale?: string | null;
  /** An affiliate's ?ref= code, kept as given. */
  referralCode?: string | null;
}

/** What the sender is told: it arrived, and how to refer to it. */
export interface ContactReceipt {
  /** e.g. "CM-7K3Q9P". */
  reference: string;
  receivedAt: Date;
}
