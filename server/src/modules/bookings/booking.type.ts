import { Field, Float, ID, Int, ObjectType } from "type-graphql";
import type { CurrencyCode } from "../../core/rules/index.js";
import { Connection } from "../../core/transport/connection.js";
import { Currency } from "../../core/transport/currency.js";
import type { Booking } from "./booking.js";
import { BookingStatus, PaymentStatus } from "./booking.enums.js";

@ObjectType("Booking", { description: "A trip booked by accepting a quote." })
export class BookingObject implements Booking {
  @Field(() => ID)
  id!: string;

  @Field(() => String, { description: 'Booking number, e.g. "BK-100001".' })
  number!: string;

  @Field(() => BookingStatus)
  status!: BookingStatus;

  @Field(() => PaymentStatus)
  paymentStatus!: PaymentStatus;

  @Field(() => String, { description: 'First departure, local time at its airport: "2027-03-01T09:30".' })
  departAt!: string;

  @Field(() => Date, { description: "The instant of the first departure." })
  departsAtUtc!: Date;

  @Field(() => String, { description: 'Airport codes in flying order, "LHR → LBG → LHR".' })
  route!: string;

  @Field(() => Int)
  passengers!: number;

  @Field(() => String)
  aircraft!: string;

  @Field(() => String, { description: "The operator in operational control of the flight." })
  operator!: string;

  @Field(() => Int, { description: "Whole US dollars." })
  priceUsd!: number;

  @Field(() => Currency, {
    description:
      "The currency the customer pays in, fixed when the booking was made (their display currency, else USD).",
  })
  currency!: CurrencyCode;

  @Field(() => Float, { description: "Units of `currency` per US dollar, fixed when the booking was made." })
  exchangeRate!: number;

  @Field(() => String, { description: 'Six characters without look-alikes (no 0/O, 1/I/L), e.g. "K7Q3XP".' })
  confirmationCode!: string;

  @Field(() => Date)
  createdAt!: Date;

  /** For field resolvers. */
  customerUserId!: string | null;
  quoteRequestId!: string;
  priceMinor!: number;
  depositMinor!: number;
  paidMinor!: number;
  refundedMinor!: number;
}

@ObjectType("BookingConnection", { description: "A page of bookings, newest first." })
export class BookingConnection extends Connection("Booking", BookingObject) {}
