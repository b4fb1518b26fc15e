import { Field, InputType } from "type-graphql";
import { SortDirection } from "../../core/transport/connection.js";
import { LeadOrderField, LeadSource, LeadStatus } from "../leads/index.js";
import { LeadBoardLayout, NewLeadMail } from "./staff-preferences.enums.js";
import type { LeadBoardView } from "./staff-preferences.js";

@InputType("LeadBoardViewInput")
export class LeadBoardViewInput implements LeadBoardView {
  @Field(() => LeadBoardLayout)
  layout!: LeadBoardLayout;

  @Field({ description: "At most 200 characters." })
  search!: string;

  @Field(() => LeadStatus, { nullable: true })
  status!: LeadStatus | null;

  @Field(() => LeadSource, { nullable: true })
  source!: LeadSource | null;

  @Field(() => LeadOrderField)
  orderField!: LeadOrderField;

  @Field(() => SortDirection)
  orderDirection!: SortDirection;
}

@InputType("StaffPreferencesInput", { description: "Only the fields given change." })
export class StaffPreferencesInput {
  @Field(() => NewLeadMail, { nullable: true })
  newLeadMail?: NewLeadMail | null;

  @Field(() => LeadBoardViewInput, { nullable: true })
  leadBoard?: LeadBoardViewInput | null;
}
