import type { LeadStatus } from "../../graphql/generated";

/** The board's columns, in pipeline order. Which moves a lead may make comes with it (Lead.allowedStatuses). */
export const leadStatuses: readonly LeadStatus[] = ["NEW", "CONTACTED", "QUALIFIED", "WON", "LOST"];

export const leadSources = ["BOOKING", "CONTACT", "SIGNUP", "AFFILIATE", "IMPORT", "MANUAL"] as const;
