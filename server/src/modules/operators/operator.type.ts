import { Field, ID, Int, ObjectType } from "type-graphql";
import { Connection } from "../../core/transport/connection.js";
import type { Operator, OperatorContact, OperatorWarning, SafetyAudit } from "./operator.js";
import { OperatorDocument, OperatorWarningKind, SafetyAuditScheme, SafetyRating } from "./operators.enums.js";

@ObjectType("SafetyAudit", { description: "An independent safety audit the operator holds." })
export class SafetyAuditObject implements SafetyAudit {
  @Field(() => SafetyAuditScheme)
  scheme!: SafetyAuditScheme;

  @Field(() => SafetyRating)
  rating!: SafetyRating;

  @Field(() => String, { description: 'Last day it is valid, "YYYY-MM-DD".' })
  expiresOn!: string;

  @Field(() => Boolean, { description: "Past its expiry date today (UTC)." })
  expired!: boolean;
}

@ObjectType("OperatorContact", { description: "Someone at the operator the charter desk deals with." })
export class OperatorContactObject implements OperatorContact {
  @Field(() => String)
  name!: string;

  @Field(() => String)
  email!: string;

  @Field(() => String, { nullable: true })
  phone!: string | null;

  @Field(() => String, { description: "The language to write to them in: en, es, ar or zh." })
  language!: string;
}

@ObjectType("OperatorWarning", { description: "One of the operator's papers ends within 30 days or has ended." })
export class OperatorWarningObject implements OperatorWarning {
  @Field(() => OperatorWarningKind)
  kind!: OperatorWarningKind;

  @Field(() => OperatorDocument)
  document!: OperatorDocument;

  @Field(() => String, { description: 'Last day it is valid, "YYYY-MM-DD".' })
  expiresOn!: string;

  @Field(() => Int, { description: "Days from today (UTC) to the expiry: 0 on its last day, negative once lapsed." })
  daysLeft!: number;
}

@ObjectType("Operator", {
  description: "A company holding an air operator certificate (AOC), whose aircraft the broker charters.",
})
export class OperatorObject implements Operator {
  @Field(() => ID)
  id!: string;

  @Field(() => String)
  name!: string;

  @Field(() => String, { description: "The air operator certificate's number, as the authority wrote it." })
  aocNumber!: string;

  @Field(() => String, { description: 'Last day the AOC is valid, "YYYY-MM-DD".' })
  aocExpiresOn!: string;

  @Field(() => String, { description: "ISO 3166-1 alpha-2 code of the country that issued the AOC, e.g. GB." })
  country!: string;

  @Field(() => String, { description: 'Last day the insurance covers, "YYYY-MM-DD".' })
  insuranceExpiresOn!: string;

  @Field(() => [SafetyAuditObject], { description: "At most one per scheme." })
  audits!: SafetyAuditObject[];

  @Field(() => [OperatorContactObject])
  contacts!: OperatorContactObject[];

  @Field(() => String, { nullable: true, description: "Staff's notes; never shown to customers." })
  notes!: string | null;

  @Field(() => Boolean, { description: "Made up for the demonstration (demo data), not a real company." })
  demo!: boolean;

  @Field(() => Boolean, {
    description:
      "Its AOC and insurance are both valid today (UTC): its aircraft may be quoted. False once either lapses.",
  })
  quotable!: boolean;

  @Field(() => [OperatorWarningObject], {
    description: "The papers (AOC, insurance, audits) that end within 30 days or have ended, soonest first.",
  })
  warnings!: OperatorWarningObject[];

  @Field(() => Date)
  createdAt!: Date;

  @Field(() => Date)
  updatedAt!: Date;
}

@ObjectType("OperatorConnection", { description: "A page of operators, by name." })
export class OperatorConnection extends Connection("Operator", OperatorObject) {}
