import type { LeadOrderField, LeadSource, LeadStatus } from "../leads/index.js";
import type { SortDirection } from "../../core/pagination.js";
import type { LeadBoardLayout, NewLeadMail } from "./staff-preferences.enums.js";

/** The lead board as a staff member left it: their filters, sort and layout, on any device. */
export interface LeadBoardView {
  layout: LeadBoardLayout;
  search: string;
  status: LeadStatus | null;
  source: LeadSource | null;
  orderField: LeadOrderField;
  orderDirection: SortDirection;
}

export interface StaffPreferences {
  newLeadMail: NewLeadMail;
  /** Null until the person first changes the board. */
  leadBoard: LeadBoardView | null;
}
