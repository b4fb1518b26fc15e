import { registerEnumType } from "type-graphql";

// Values are the names: the database enums (lead_status, lead_source, lead_activity_kind) spell them the same.

export enum LeadStatus {
  NEW = "NEW",
  CONTACTED = "CONTACTED",
  QUALIFIED = "QUALIFIED",
  WON = "WON",
  LOST = "LOST",
}

export enum LeadSource {
  BOOKING = "BOOKING",
  CONTACT = "CONTACT",
  AFFILIATE = "AFFILIATE",
  SIGNUP = "SIGNUP",
  MANUAL = "MANUAL",
  IMPORT = "IMPORT",
}

export enum LeadActivityKind {
  CREATED = "CREATED",
  QUOTE_REQUESTED = "QUOTE_REQUESTED",
  QUOTE_SENT = "QUOTE_SENT",
  QUOTE_ACCEPTED = "QUOTE_ACCEPTED",
  STATUS_CHANGED = "STATUS_CHANGED",
  NOTE = "NOTE",
  BOOKING_CANCELLED = "BOOKING_CANCELLED",
  ASSIGNED = "ASSIGNED",
  RFQ_SENT = "RFQ_SENT",
  RFQ_ANSWERED = "RFQ_ANSWERED",
  RFQ_DECLINED = "RFQ_DECLINED",
}

/** The statuses of a lead that is still being worked: one open lead per email. */
export const OPEN_LEAD_STATUSES = [LeadStatus.NEW, LeadStatus.CONTACTED, LeadStatus.QUALIFIED] as const;

registerEnumType(LeadStatus, {
  name: "LeadStatus",
  description: "Where a lead stands in the sales pipeline. Moves are limited to those in leads/lead-status-moves.ts.",
  valuesConfig: {
    NEW: { description: 'Not yet contacted ("pending contact").' },
    CONTACTED: { description: 'Staff have been in touch ("in progress").' },
    QUALIFIED: { description: 'A real prospect with a budget and a trip ("hot prospect").' },
    WON: { description: "Became a booking: the deal counts as revenue. Final." },
    LOST: { description: "Did not book; may be reopened (to CONTACTED) or still won." },
  },
});

registerEnumType(LeadSource, {
  name: "LeadSource",
  description: "Where a lead came from.",
  valuesConfig: {
    BOOKING: { description: "A quote request from the booking form." },
    CONTACT: { description: "The contact form." },
    AFFILIATE: { description: "An affiliate's referral." },
    SIGNUP: { description: "A customer account sign-up." },
    MANUAL: { description: "Entered by staff." },
    IMPORT: { description: "Imported from a file." },
  },
});

registerEnumType(LeadActivityKind, {
  name: "LeadActivityKind",
  description: "What an entry of a lead's timeline records.",
  valuesConfig: {
    CREATED: { description: "The lead was created (by a quote request, form or staff)." },
    QUOTE_REQUESTED: { description: "The lead sent a quote request." },
    QUOTE_SENT: { description: "Staff sent a quote on one of the lead's requests." },
    QUOTE_ACCEPTED: { description: "The customer accepted a quote: a booking exists." },
    STATUS_CHANGED: { description: "The lead's status moved (fromStatus → toStatus), with an optional note." },
    NOTE: { description: "A note by staff." },
    BOOKING_CANCELLED: {
      description:
        "A booking of the lead was cancelled: its price left the lead's value (and the win, when nothing else was booked: fromStatus → toStatus).",
    },
    ASSIGNED: { description: "The lead was assigned to a staff member, or unassigned; the body names who." },
  },
});

export enum LeadOrderField {
  CREATED_AT = "CREATED_AT",
  SCORE = "SCORE",
  ESTIMATED_VALUE = "ESTIMATED_VALUE",
}

registerEnumType(LeadOrderField, {
  name: "LeadOrderField",
  description: "What leads can be sorted by; ties fall back to newest first.",
});
