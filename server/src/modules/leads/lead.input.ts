import { Field, InputType, Int } from "type-graphql";
import { DateRangeInput } from "../../core/transport/date-range-input.js";
import { SortDirection } from "../../core/transport/connection.js";
import type { LeadFilter, LeadOrder } from "./lead.js";
import { LeadOrderField, LeadSource, LeadStatus } from "./lead.enums.js";

@InputType("LeadFilter", { description: "Every field given must match (AND); a list matches any of its values." })
export class LeadFilterInput implements LeadFilter {
  @Field(() => [LeadStatus], { nullable: true })
  status?: LeadStatus[] | null;

  @Field(() => [LeadSource], { nullable: true })
  source?: LeadSource[] | null;

  @Field(() => String, {
    nullable: true,
    description: "Text in the contact's name, company, email or phone (any case), at most 100 characters.",
  })
  search?: string | null;

  @Field(() => Int, { nullable: true, description: "Lowest score, 0–100." })
  minScore?: number | null;

  @Field(() => Int, { nullable: true, description: "Highest score, 0–100." })
  maxScore?: number | null;

  @Field(() => DateRangeInput, { nullable: true, description: "When the lead was created." })
  created?: DateRangeInput | null;
}

@InputType("LeadOrder")
export class LeadOrderInput implements LeadOrder {
  @Field(() => LeadOrderField)
  field!: LeadOrderField;

  @Field(() => SortDirection, { nullable: true, description: "DESC unless given." })
  direction?: SortDirection | null;
}
