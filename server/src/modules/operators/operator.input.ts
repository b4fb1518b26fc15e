import { Field, InputType } from "type-graphql";
import type { OperatorDraft, OperatorFilter } from "./operator.js";
import { SafetyRating } from "./operators.enums.js";

@InputType("SafetyAuditInput")
export class SafetyAuditInput {
  @Field(() => SafetyRating, { description: "The rating, which names the scheme: one audit per scheme." })
  rating!: SafetyRating;

  @Field(() => String, { description: 'Last day it is valid, "YYYY-MM-DD".' })
  expiresOn!: string;
}

@InputType("OperatorContactInput")
export class OperatorContactInput {
  @Field(() => String, { description: "1–120 characters." })
  name!: string;

  @Field(() => String)
  email!: string;

  @Field(() => String, { nullable: true })
  phone?: string | null;

  @Field(() => String, { nullable: true, description: "en, es, ar or zh; en when omitted." })
  language?: string | null;
}

@InputType("OperatorInput", {
  description: "Every field of an operator; contacts and audits replace the lists held (omitted: none).",
})
export class OperatorInput implements OperatorDraft {
  @Field(() => String, { description: "The company's name, 1–120 characters." })
  name!: string;

  @Field(() => String, { description: "The AOC's number, 1–40 characters; one per country." })
  aocNumber!: string;

  @Field(() => String, { description: 'Last day the AOC is valid, "YYYY-MM-DD".' })
  aocExpiresOn!: string;

  @Field(() => String, { description: "ISO 3166-1 alpha-2 code of the country that issued the AOC, e.g. GB." })
  country!: string;

  @Field(() => String, { description: 'Last day the insurance covers, "YYYY-MM-DD".' })
  insuranceExpiresOn!: string;

  @Field(() => [SafetyAuditInput], { nullable: true })
  audits?: SafetyAuditInput[] | null;

  @Field(() => [OperatorContactInput], { nullable: true, description: "At most 20." })
  contacts?: OperatorContactInput[] | null;

  @Field(() => String, { nullable: true, description: "At most 2,000 characters." })
  notes?: string | null;
}

@InputType("OperatorFilter", { description: "Every field given must match (AND)." })
export class OperatorFilterInput implements OperatorFilter {
  @Field(() => String, {
    nullable: true,
    description:
      "Text in the name or AOC number, or in a registration of its fleet (hyphens ignored), any case; at most 100 characters.",
  })
  search?: string | null;

  @Field(() => Boolean, {
    nullable: true,
    description: "Only operators that may (true) or may not (false) be quoted today.",
  })
  quotable?: boolean | null;
}
