import { Field, InputType } from "type-graphql";
import type { DateRange } from "../date-range.js";

@InputType("DateRangeInput", {
  description: "A span of time: from (inclusive) to (exclusive); either end may be left open.",
})
export class DateRangeInput implements DateRange {
  @Field(() => Date, { nullable: true })
  from?: Date | null;

  @Field(() => Date, { nullable: true })
  to?: Date | null;
}
