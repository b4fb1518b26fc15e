import { Arg, Ctx, Directive, FieldResolver, ID, Mutation, Query, Resolver, Root } from "type-graphql";
import { BookingObject, type Booking } from "../bookings/index.js";
import type { Manifest, ManifestStatus, Passenger, PassengerInvitation, SavedPassenger } from "./passenger.js";
import {
  NewPassengerInput,
  PassengerChangeInput,
  PassengerDetailsInput,
  PassengerInviteInput,
} from "./passenger.input.js";
import {
  ManifestObject,
  ManifestStatusObject,
  PassengerInvitationObject,
  PassengerObject,
  SavedPassengerObject,
} from "./passenger.type.js";
import type { PassengersContext } from "./passengers.context.js";

// A passenger's link takes one answer; a few tries with typing mistakes stay well inside this,
// while guessing tokens (256 random bits) stays hopeless anyway.
const LINK_LIMIT = { limit: 30, windowSeconds: 300 };
// Each invitation emails an address the booker types: enough for a full cabin and a few resends, not a mailer.
const INVITE_LIMIT = { limit: 30, windowSeconds: 3600 };

@Resolver(() => PassengerObject)
export class PassengersResolver {
  @Directive("@auth(requires: CUSTOMER)")
  @Query(() => ManifestObject, {
    description:
      "A booking's passengers per leg and what is missing: for its booker (details a passenger entered are masked) and for staff who work it (an admin, or the staff member its lead is assigned to), in full. NOT_FOUND for anyone else. Every read is written to the audit log.",
  })
  bookingManifest(@Ctx() ctx: PassengersContext, @Arg("bookingId", () => ID) bookingId: string): Promise<Manifest> {
    return ctx.services.passengers.manifest(ctx.viewer!, bookingId);
  }

  @Directive("@auth(requires: CUSTOMER)")
  @Mutation(() => PassengerObject, {
    description:
      "The booker adds a passenger to legs of their booking, typed or picked from the saved ones; all but the name may follow later. BAD_USER_INPUT names each faulty field (input.legs when a leg is full: no leg takes more passengers than the booking is for); CONFLICT once the booking is cancelled, flown or erased.",
  })
  addPassenger(
    @Ctx() ctx: PassengersContext,
    @Arg("bookingId", () => ID) bookingId: string,
    @Arg("input", () => NewPassengerInput) input: NewPassengerInput,
  ): Promise<Passenger> {
    return ctx.services.passengers.add(ctx.viewer!, bookingId, input);
  }

  @Directive("@auth(requires: CUSTOMER)")
  @Mutation(() => PassengerObject, {
    description:
      "The booker moves a passenger between legs, or corrects details they typed (CONFLICT for details a passenger entered through their link).",
  })
  updatePassenger(
    @Ctx() ctx: PassengersContext,
    @Arg("id", () => ID) id: string,
    @Arg("input", () => PassengerChangeInput) input: PassengerChangeInput,
  ): Promise<Passenger> {
    return ctx.services.passengers.update(ctx.viewer!, id, input);
  }

  @Directive("@auth(requires: CUSTOMER)")
  @Mutation(() => Boolean, { description: "The booker removes a passenger, and any link still waiting for them." })
  removePassenger(@Ctx() ctx: PassengersContext, @Arg("id", () => ID) id: string): Promise<boolean> {
    return ctx.services.passengers.remove(ctx.viewer!, id);
  }

  @Directive("@auth(requires: CUSTOMER)")
  @Mutation(() => PassengerObject, {
    description:
      "The booker asks a passenger to enter their own details: a seat is taken on the legs at once, and the address gets an email in `locale` with a link that works once until it expires (PASSENGER_LINK_HOURS). The booker then sees those details masked. 30 per hour per client.",
  })
  async invitePassenger(
    @Ctx() ctx: PassengersContext,
    @Arg("input", () => PassengerInviteInput) input: PassengerInviteInput,
  ): Promise<Passenger> {
    await ctx.rateLimit("invitePassenger", INVITE_LIMIT);
    return ctx.services.passengerLinks.invite(ctx.viewer!, input);
  }

  @Directive("@auth(requires: STAFF)")
  @Mutation(() => ManifestStatusObject, {
    description:
      "Staff who work the booking set the date the manifest is due (null clears it); the booker is emailed once, MANIFEST_REMINDER_DAYS before, while it is incomplete. NOT_FOUND for a booking the caller does not work.",
  })
  setManifestDeadline(
    @Ctx() ctx: PassengersContext,
    @Arg("bookingId", () => ID) bookingId: string,
    @Arg("deadline", () => Date, { nullable: true }) deadline: Date | null,
  ): Promise<ManifestStatus> {
    return ctx.services.passengers.setDeadline(ctx.viewer!, bookingId, deadline);
  }

  @Directive("@auth(requires: CUSTOMER)")
  @Query(() => [SavedPassengerObject], { description: "The signed-in customer's saved passengers. Audited." })
  mySavedPassengers(@Ctx() ctx: PassengersContext): Promise<SavedPassenger[]> {
    return ctx.services.passengers.saved(ctx.viewer!);
  }

  @Directive("@auth(requires: CUSTOMER)")
  @Mutation(() => SavedPassengerObject, { description: "Keeps a passenger on the account (at most 50)." })
  savePassenger(
    @Ctx() ctx: PassengersContext,
    @Arg("input", () => PassengerDetailsInput) input: PassengerDetailsInput,
  ): Promise<SavedPassenger> {
    return ctx.services.passengers.save(ctx.viewer!, input);
  }

  @Directive("@auth(requires: CUSTOMER)")
  @Mutation(() => SavedPassengerObject)
  updateSavedPassenger(
    @Ctx() ctx: PassengersContext,
    @Arg("id", () => ID) id: string,
    @Arg("input", () => PassengerDetailsInput) input: PassengerDetailsInput,
  ): Promise<SavedPassenger> {
    return ctx.services.passengers.updateSaved(ctx.viewer!, id, input);
  }

  @Directive("@auth(requires: CUSTOMER)")
  @Mutation(() => Boolean)
  deleteSavedPassenger(@Ctx() ctx: PassengersContext, @Arg("id", () => ID) id: string): Promise<boolean> {
    return ctx.services.passengers.deleteSaved(ctx.viewer!, id);
  }

  @Directive("@public")
  @Query(() => PassengerInvitationObject, {
    description:
      "What a passenger's emailed link shows, without an account: the legs they fly and who booked. NOT_FOUND for a token no link has; FORBIDDEN once expired; CONFLICT once used.",
  })
  async passengerInvitation(
    @Ctx() ctx: PassengersContext,
    @Arg("token", () => String) token: string,
  ): Promise<PassengerInvitation> {
    await ctx.rateLimit("passengerLink", LINK_LIMIT);
    return ctx.services.passengerLinks.invitation(token);
  }

  @Directive("@public")
  @Mutation(() => Boolean, {
    description:
      "A passenger enters their own details through their link: all five, once. Refused as passengerInvitation is; BAD_USER_INPUT names each faulty input field.",
  })
  async submitPassengerDetails(
    @Ctx() ctx: PassengersContext,
    @Arg("token", () => String) token: string,
    @Arg("input", () => PassengerDetailsInput) input: PassengerDetailsInput,
  ): Promise<boolean> {
    await ctx.rateLimit("passengerLink", LINK_LIMIT);
    return ctx.services.passengerLinks.submit(token, input);
  }
}

// Passengers build on bookings, so the booking's link to its manifest is resolved here.
@Resolver(() => BookingObject)
export class BookingManifestResolver {
  @FieldResolver(() => ManifestStatusObject, {
    description:
      "What the booking's passenger manifest still lacks, per leg, and its deadline; no passenger's details.",
  })
  manifest(@Root() booking: Booking, @Ctx() ctx: PassengersContext): Promise<ManifestStatus> {
    return ctx.loaders.manifestStatus.load(booking.id);
  }
}
