/** What a hit of the back office's search is: where the palette takes staff when it is picked. */
export enum StaffSearchKind {
  LEAD = "LEAD",
  REQUEST = "REQUEST",
  BOOKING = "BOOKING",
  ACCOUNT = "ACCOUNT",
}

/** One row the search found, worded for a list: what it is, and the line that tells it apart. */
export interface StaffSearchHit {
  kind: StaffSearchKind;
  id: string;
  /** The name, reference or number a person recognises. */
  title: string;
  /** e.g. the email and company of a lead, the route of a booking. */
  detail: string;
  /** The lead a request or booking belongs to, where staff work it. */
  leadId: string | null;
}
