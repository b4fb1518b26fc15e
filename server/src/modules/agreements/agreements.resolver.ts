import { Arg, Ctx, Directive, FieldResolver, Query, Resolver, Root } from "type-graphql";
import { BookingObject, type Booking } from "../bookings/index.js";
import { UserSummaryObject, type UserSummary } from "../users/index.js";
import type { BookingAgreement, CharterTerms } from "./agreement.js";
import { BookingAgreementObject, CharterTermsObject } from "./agreement.type.js";
import type { AgreementsContext } from "./agreements.context.js";

@Resolver()
export class CharterTermsResolver {
  @Directive("@public")
  @Query(() => CharterTermsObject, {
    description:
      "The broker's current charter terms (the version acceptQuote asks for) in a language: en, es, ar or zh; English for any other.",
  })
  charterTerms(
    @Ctx() ctx: AgreementsContext,
    @Arg("locale", () => String, { nullable: true }) locale: string | null,
  ): Promise<CharterTerms> {
    return ctx.services.agreements.terms(locale);
  }
}

// The booking's agreement is resolved here: bookings/ knows nothing of agreements.
@Resolver(() => BookingObject)
export class BookingAgreementResolver {
  @FieldResolver(() => BookingAgreementObject, {
    nullable: true,
    description: "What the customer agreed to when accepting the quote; null for bookings made before agreements.",
  })
  agreement(@Root() booking: Booking, @Ctx() ctx: AgreementsContext): Promise<BookingAgreement | null> {
    return ctx.loaders.agreementByBooking.load(booking.id);
  }
}

@Resolver(() => BookingAgreementObject)
export class AgreementAcceptedByResolver {
  @FieldResolver(() => UserSummaryObject, {
    nullable: true,
    description: "Who accepted (the booking's customer); null once the account was deleted.",
  })
  acceptedBy(@Root() agreement: BookingAgreement, @Ctx() ctx: AgreementsContext): Promise<UserSummary | null> | null {
    return agreement.acceptedByUserId ? ctx.loaders.user.load(agreement.acceptedByUserId) : null;
  }
}
