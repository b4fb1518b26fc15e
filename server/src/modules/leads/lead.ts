import type { DateRange } from "../../core/date-range.js";
import type { SortDirection } from "../../core/pagination.js";
import type { LeadActivityKind, LeadOrderField, LeadSource, LeadStatus } from "./lead.enums.js";
import type { LeadScoreFactorKey } from "./lead-scoring.js";

/** A prospect in the sales pipeline. Quote requests are matched to the open lead with the same email. */
export interface Lead {
  id: string;
  contactName: string;
  company: string | null;
  /** Lower case. */
  email: string;
  phone: string | null;
  source: LeadSource;
  /** 0–100 (lead-scoring.ts). */
  score: number;
  status: LeadStatus;
  /** Whole US dollars: the estimates of its requests; once WON, the accepted price. */
  estimatedValueUsd: number;
  createdAt: Date;
  updatedAt: Date;
  assigneeUserId: string | null;
  /** Whether it is stale, when that was read with it (a leadEvents snapshot shared by many subscribers). */
  knownStale?: boolean;
  /** The customer's messages over all its requests, when read with it (a leadEvents card): 0 means none unread for anyone. */
  knownCustomerMessages?: number;
  /** The parts of `score`; null for leads scored before they were kept. */
  scoreParts: Partial<Record<LeadScoreFactorKey, number>> | null;
}

/** One entry of a lead's timeline: a note or a change, who made it and when. */
export interface LeadActivity {
  id: string;
  kind: LeadActivityKind;
  /** The note, or what happened in words. */
  body: string | null;
  /** For STATUS_CHANGED: the status before and after. */
  fromStatus: LeadStatus | null;
  toStatus: LeadStatus | null;
  quoteRequestId: string | null;
  createdAt: Date;
  /** The staff member who did it; null for the customer or the system. */
  actorUserId: string | null;
}

/** Pipeline figures over the leads created in a range. */
export interface LeadStats {
  totalLeads: number;
  newLeads: number;
  contacted: number;
  qualified: number;
  dealsWon: number;
  dealsLost: number;
  /** Whole US dollars: the value of the won leads. */
  totalRevenueUsd: number;
  /** Revenue ÷ deals won; 0 when none was won. */
  averageDealSizeUsd: number;
  /** Won ÷ closed (won + lost), 0–1; 0 when none is closed. */
  conversionRate: number;
}

/** Which leads to list: every field given must match; a list matches any of its values. */
export interface LeadFilter {
  status?: LeadStatus[] | null;
  source?: LeadSource[] | null;
  /** Text in the contact's name, company, email or phone (any case). */
  search?: string | null;
  minScore?: number | null;
  maxScore?: number | null;
  /** When the lead was created. */
  created?: DateRange | null;
}

/** What leads are sorted by; ties fall back to newest first. */
export interface LeadOrder {
  field: LeadOrderField;
  /** DESC unless given. */
  direction?: SortDirection | null;
}
