import { Field, ObjectType } from "type-graphql";
import { CancellationTierObject } from "../pricing/index.js";
import type { BookingAgreement, CharterTerms } from "./agreement.js";
import type { TermsLocale, TermsSection } from "./charter-terms.js";

@ObjectType("CharterTermsSection", { description: "One numbered section of the broker's terms." })
export class CharterTermsSectionObject implements TermsSection {
  @Field(() => String)
  heading!: string;

  @Field(() => String)
  body!: string;
}

@ObjectType("CharterTerms", {
  description:
    "The broker's charter terms a customer agrees to when accepting a quote, in one language, with the cancellation schedule a booking made now carries.",
})
export class CharterTermsObject implements CharterTerms {
  @Field(() => String, { description: 'The version acceptQuote asks for, e.g. "2026-11".' })
  version!: string;

  @Field(() => String, {
    description: "The language of the text: en, es, ar or zh (English when another was asked for).",
  })
  locale!: TermsLocale;

  @Field(() => String)
  title!: string;

  @Field(() => String, { description: "One paragraph to read before the sections." })
  summary!: string;

  @Field(() => [CharterTermsSectionObject])
  sections!: CharterTermsSectionObject[];

  @Field(() => [CancellationTierObject], {
    description: "What a cancellation forfeits, by notice before the first departure, the longest notice first.",
  })
  cancellationSchedule!: CancellationTierObject[];
}

@ObjectType("BookingAgreement", {
  description: "What the customer agreed to when accepting the quote that made the booking, as it was shown then.",
})
export class BookingAgreementObject implements BookingAgreement {
  @Field(() => String, { description: "The version of the broker's terms accepted (see charterTerms)." })
  termsVersion!: string;

  @Field(() => String, { description: "The language they were read in." })
  termsLocale!: string;

  @Field(() => [CancellationTierObject], {
    description: "The cancellation schedule as shown, the longest notice first.",
  })
  cancellationSchedule!: CancellationTierObject[];

  @Field(() => String, {
    nullable: true,
    description: "The operator's conditions on the quote; null when it had none.",
  })
  operatorConditions!: string | null;

  @Field(() => Date, { description: "Until when the accepted quote was valid." })
  quoteValidUntil!: Date;

  @Field(() => Date)
  acceptedAt!: Date;

  /** For the acceptedBy field resolver. */
  bookingId!: string;
  acceptedByUserId!: string | null;
}
