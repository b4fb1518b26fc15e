import { Field, InputType } from "type-graphql";
import type { FieldProblem } from "./errors.js";

@InputType("DateRangeInput", { description: "A span of time: from (inclusive) to (exclusive); either end may be left open." })
export class DateRangeInput {
  @Field(() => Date, { nullable: true })
  from?: Date | null;

  @Field(() => Date, { nullable: true })
  to?: Date | null;
}

/** A problem when `to` is not after `from`, named `${field}.to`. */
export function dateRangeProblems(range: DateRangeInput | null | undefined, field: string): FieldProblem[] {
  if (range?.from && range.to && range.to.getTime() <= range.from.getTime()) {
    return [{ field: `${field}.to`, message: "Must be after `from`." }];
  }
  return [];
}
