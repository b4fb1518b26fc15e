import { Field, ID, InputType, Int } from "type-graphql";
import type { NewPassenger, PassengerDetails } from "./passenger.js";

@InputType("PassengerDetailsInput", {
  description:
    "A passenger's details. Refusals name the field: a birth date in the future, a passport expiring before the last leg flown, an unknown country.",
})
export class PassengerDetailsInput implements Partial<PassengerDetails> {
  @Field(() => String, { description: "As written in the passport, 2 to 100 characters." })
  fullName!: string;

  @Field(() => String, { nullable: true, description: "YYYY-MM-DD, not in the future." })
  dateOfBirth?: string | null;

  @Field(() => String, { nullable: true, description: "ISO 3166-1 alpha-2 country code." })
  nationality?: string | null;

  @Field(() => String, { nullable: true, description: "5 to 20 letters and digits; spaces are dropped." })
  passportNumber?: string | null;

  @Field(() => String, { nullable: true, description: "YYYY-MM-DD, on or after the last leg flown." })
  passportExpiry?: string | null;
}

@InputType("NewPassengerInput")
export class NewPassengerInput implements NewPassenger {
  @Field(() => [Int], { description: "Positions of the legs they fly, 0 for the first." })
  legs!: number[];

  @Field(() => ID, { nullable: true, description: "A saved passenger to copy; `details` given override theirs." })
  savedPassengerId?: string | null;

  @Field(() => PassengerDetailsInput, { nullable: true })
  details?: PassengerDetailsInput | null;

  @Field(() => Boolean, { nullable: true, description: "Also keep these details on the account." })
  save?: boolean | null;
}

@InputType("PassengerChangeInput")
export class PassengerChangeInput {
  @Field(() => [Int], { nullable: true })
  legs?: number[] | null;

  @Field(() => PassengerDetailsInput, { nullable: true, description: "Only for details the booker typed." })
  details?: PassengerDetailsInput | null;
}

@InputType("PassengerInviteInput")
export class PassengerInviteInput {
  @Field(() => ID)
  bookingId!: string;

  @Field(() => [Int])
  legs!: number[];

  @Field(() => String)
  email!: string;

  @Field(() => String, { nullable: true, description: "en, es, ar or zh: the email's and the page's language." })
  locale?: string | null;

  @Field(() => ID, {
    nullable: true,
    description: "A passenger still waiting for a link: sends a new one, ending the earlier.",
  })
  passengerId?: string | null;
}
