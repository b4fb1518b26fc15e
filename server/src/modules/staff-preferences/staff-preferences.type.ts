import { Field, ObjectType } from "type-graphql";
import { SortDirection } from "../../core/transport/connection.js";
import { LeadOrderField, LeadSource, LeadStatus } from "../leads/index.js";
import { LeadBoardLayout, NewLeadMail } from "./staff-preferences.enums.js";
import type { LeadBoardView, StaffPreferences } from "./staff-preferences.js";

@ObjectType("LeadBoardView", { description: "The lead board as a staff member left it." })
export class LeadBoardViewObject implements LeadBoardView {
  @Field(() => LeadBoardLayout)
  layout!: LeadBoardLayout;

  @Field({ description: "The search text, as typed." })
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

@ObjectType("StaffPreferences", { description: "A staff member's own settings, kept on the server." })
export class StaffPreferencesObject implements StaffPreferences {
  @Field(() => NewLeadMail)
  newLeadMail!: NewLeadMail;

  @Field(() => LeadBoardViewObject, { nullable: true, description: "Null until the person first changes the board." })
  leadBoard!: LeadBoardView | null;
}
