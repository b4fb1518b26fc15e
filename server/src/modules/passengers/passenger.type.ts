import { Field, ID, Int, ObjectType } from "type-graphql";
import { PassengerEntry, PassengerField } from "./passenger.enums.js";
import type {
  Manifest,
  ManifestLeg,
  ManifestStatus,
  Passenger,
  PassengerInvitation,
  PassengerLinkState,
  SavedPassenger,
} from "./passenger.js";

@ObjectType("PassengerLink", { description: "The link a passenger was sent to enter their own details." })
export class PassengerLinkObject implements PassengerLinkState {
  @Field(() => String)
  email!: string;

  @Field(() => Date)
  expiresAt!: Date;

  @Field(() => Date, { nullable: true, description: "When the passenger used it; a link works once." })
  usedAt!: Date | null;

  @Field(() => Boolean, { description: "Unused and past its expiry: send a new one." })
  expired!: boolean;
}

@ObjectType("Passenger", {
  description:
    "A passenger of a booking, on one or more of its legs. The booker sees the details they typed in full, and those a passenger entered through their link masked (birth year, the passport's last four); staff who work the booking see everything. Every read is audited.",
})
export class PassengerObject implements Passenger {
  @Field(() => ID)
  id!: string;

  @Field(() => ID)
  bookingId!: string;

  @Field(() => [Int], { description: "Positions of the legs they fly, 0 for the first." })
  legs!: number[];

  @Field(() => PassengerEntry)
  enteredBy!: PassengerEntry;

  @Field(() => Boolean, { description: "A link was sent and the passenger has not answered yet: no details." })
  pending!: boolean;

  @Field(() => Boolean, { description: "Details shown in part: the passenger entered them." })
  masked!: boolean;

  @Field(() => String, { nullable: true, description: "As written in the passport." })
  fullName!: string | null;

  @Field(() => String, { nullable: true, description: "YYYY-MM-DD; null when masked (see birthYear)." })
  dateOfBirth!: string | null;

  @Field(() => Int, { nullable: true })
  birthYear!: number | null;

  @Field(() => String, { nullable: true, description: "ISO 3166-1 alpha-2 country code." })
  nationality!: string | null;

  @Field(() => String, { nullable: true, description: 'In full, or "•••••1234" when masked.' })
  passportNumber!: string | null;

  @Field(() => String, { nullable: true, description: "YYYY-MM-DD." })
  passportExpiry!: string | null;

  @Field(() => [PassengerField], { description: "Details still to give." })
  missing!: PassengerField[];

  @Field(() => PassengerLinkObject, { nullable: true, description: "The latest link sent to this passenger." })
  link!: PassengerLinkObject | null;

  @Field(() => Date)
  createdAt!: Date;
}

@ObjectType("SavedPassenger", { description: "A passenger kept on the customer's account, to pick for a leg again." })
export class SavedPassengerObject implements SavedPassenger {
  @Field(() => ID)
  id!: string;

  @Field(() => String, { nullable: true })
  fullName!: string | null;

  @Field(() => String, { nullable: true, description: "YYYY-MM-DD." })
  dateOfBirth!: string | null;

  @Field(() => String, { nullable: true, description: "ISO 3166-1 alpha-2 country code." })
  nationality!: string | null;

  @Field(() => String, { nullable: true })
  passportNumber!: string | null;

  @Field(() => String, { nullable: true, description: "YYYY-MM-DD." })
  passportExpiry!: string | null;

  @Field(() => [PassengerField])
  missing!: PassengerField[];

  @Field(() => Date)
  createdAt!: Date;
}

@ObjectType("ManifestLeg", { description: "A leg of the booking and what its passenger manifest still lacks." })
export class ManifestLegObject implements ManifestLeg {
  @Field(() => Int, { description: "0 for the first leg." })
  position!: number;

  @Field(() => String)
  from!: string;

  @Field(() => String)
  to!: string;

  @Field(() => String, { description: 'Local time at the departure airport, "2027-03-01T09:30".' })
  departAt!: string;

  @Field(() => Int, { description: "Passengers the booking is for: no leg takes more." })
  seats!: number;

  @Field(() => Int)
  named!: number;

  @Field(() => Int, { description: "Seats with no passenger yet." })
  unnamedSeats!: number;

  @Field(() => Int, {
    description: "Passengers of this leg with details still to give (a link not yet answered counts).",
  })
  incompletePassengers!: number;

  @Field(() => [PassengerField], { description: "The details some passenger of this leg still lacks." })
  missingFields!: PassengerField[];
}

@ObjectType("ManifestStatus", {
  description: "What a booking's passenger manifest lacks, per leg; no passenger's details.",
})
export class ManifestStatusObject implements ManifestStatus {
  @Field(() => ID)
  bookingId!: string;

  @Field(() => Date, { nullable: true, description: "When staff need the manifest by." })
  deadline!: Date | null;

  @Field(() => Boolean, { description: "Every seat of every leg named, with all details." })
  complete!: boolean;

  @Field(() => Date, {
    nullable: true,
    description: "When the passengers' details were erased, PASSENGER_RETENTION_DAYS after the last leg.",
  })
  erasedAt!: Date | null;

  @Field(() => [ManifestLegObject])
  legs!: ManifestLegObject[];
}

@ObjectType("Manifest", { description: "A booking's passengers per leg, with what is still missing." })
export class ManifestObject extends ManifestStatusObject implements Manifest {
  @Field(() => [PassengerObject])
  passengers!: PassengerObject[];
}

@ObjectType("PassengerInvitationLeg")
export class PassengerInvitationLegObject {
  @Field(() => String)
  from!: string;

  @Field(() => String)
  to!: string;

  @Field(() => String, { description: "Local time at the departure airport." })
  departAt!: string;
}

@ObjectType("PassengerInvitation", {
  description: "What a passenger's link shows before they enter their details: the legs they fly and who booked.",
})
export class PassengerInvitationObject implements PassengerInvitation {
  @Field(() => String)
  route!: string;

  @Field(() => [PassengerInvitationLegObject])
  legs!: PassengerInvitationLegObject[];

  @Field(() => String, { nullable: true, description: "The booker's name, as their account has it." })
  bookerName!: string | null;

  @Field(() => Date)
  expiresAt!: Date;
}
