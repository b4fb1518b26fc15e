import { Field, InputType } from "type-graphql";
import { DateRangeInput } from "../../graphql/date-range.js";
import { BookingStatus } from "./booking.enums.js";

@InputType("BookingFilter", { description: "Every field given must match (AND); a list matches any of its values." })
export class BookingFilter {
  @Field(() => [BookingStatus], { nullable: true })
  status?: BookingStatus[] | null;

  @Field(() => DateRangeInput, { nullable: true, description: "When the first leg departs." })
  departing?: DateRangeInput | null;
}
