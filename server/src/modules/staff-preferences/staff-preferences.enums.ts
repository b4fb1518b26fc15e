import { registerEnumType } from "type-graphql";

/** How a staff member hears of new leads; the staff_preference table spells them the same. */
export enum NewLeadMail {
  OFF = "OFF",
  AT_ONCE = "AT_ONCE",
  DAILY_DIGEST = "DAILY_DIGEST",
}

export enum LeadBoardLayout {
  TABLE = "TABLE",
  BOARD = "BOARD",
}

registerEnumType(NewLeadMail, {
  name: "NewLeadMail",
  description:
    "OFF: no email; AT_ONCE: one email per new lead as it arrives; DAILY_DIGEST: one email a day listing them.",
});
registerEnumType(LeadBoardLayout, {
  name: "LeadBoardLayout",
  description: "The leads as a table or as the pipeline board.",
});
