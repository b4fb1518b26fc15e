import { Field, InputType } from "type-graphql";
import { DateRangeInput } from "../../core/transport/date-range-input.js";
import { SortDirection } from "../../core/transport/connection.js";
import type { BookingFilter, BookingOrder } from "./booking.js";
import { BookingOrderField, BookingStatus, PaymentStatus } from "./booking.enums.js";

@InputType("BookingFilter", { description: "Every field given must match (AND); a list matches any of its values." })
export class BookingFilterInput implements BookingFilter {
  @Field(() => [BookingStatus], { nullable: true })
  status?: BookingStatus[] | null;

  @Field(() => DateRangeInput, { nullable: true, description: "When the first leg departs." })
  departing?: DateRangeInput | null;

  @Field(() => [PaymentStatus], { nullable: true })
  paymentStatus?: PaymentStatus[] | null;

  @Field(() => String, {
    nullable: true,
    description:
      "Text in the booking number, confirmation code, route, or the customer's name or email (any case), at most 100 characters.",
  })
  search?: string | null;
}

@InputType("BookingOrder")
export class BookingOrderInput implements BookingOrder {
  @Field(() => BookingOrderField)
  field!: BookingOrderField;

  @Field(() => SortDirection, { nullable: true, description: "DESC unless given." })
  direction?: SortDirection | null;
}
