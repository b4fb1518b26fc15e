import { Field, Int, ObjectType } from "type-graphql";
import { ProgramCode, ProgramPriceUnit } from "./program.enums.js";
import type { Program, ProgramFeature } from "./program.js";

@ObjectType("ProgramFeature", { description: "One benefit of a programme." })
export class ProgramFeatureObject implements ProgramFeature {
  @Field(() => String, { description: 'Stable key for translations, e.g. "guaranteed-availability".' })
  key!: string;

  @Field(() => String, { description: 'English label, e.g. "Guaranteed 365-day availability".' })
  label!: string;
}

@ObjectType("Program", { description: "A charter programme: On-Demand, Membership or Corporate." })
export class ProgramObject implements Program {
  @Field(() => ProgramCode)
  code!: ProgramCode;

  @Field(() => String, { description: 'English name, e.g. "Membership".' })
  name!: string;

  @Field(() => String, { description: "One English sentence that sums the programme up." })
  summary!: string;

  @Field(() => [ProgramFeatureObject])
  features!: ProgramFeatureObject[];

  @Field(() => ProgramPriceUnit)
  priceUnit!: ProgramPriceUnit;

  @Field(() => Int, {
    nullable: true,
    description:
      'Starting price in whole US dollars per priceUnit, set by staff. Null: show no price ("from" only where this is set).',
  })
  fromPriceUsd!: number | null;

  @Field(() => Boolean, { description: "Carries the Most Popular badge (at most one programme does)." })
  mostPopular!: boolean;
}
