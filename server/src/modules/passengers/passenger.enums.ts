import { registerEnumType } from "type-graphql";

/** The details a manifest needs of each passenger. */
export enum PassengerField {
  FULL_NAME = "FULL_NAME",
  DATE_OF_BIRTH = "DATE_OF_BIRTH",
  NATIONALITY = "NATIONALITY",
  PASSPORT_NUMBER = "PASSPORT_NUMBER",
  PASSPORT_EXPIRY = "PASSPORT_EXPIRY",
}

/** Who typed a passenger's details: the booker (shown to them in full) or the passenger through a link (masked). */
export enum PassengerEntry {
  BOOKER = "BOOKER",
  PASSENGER = "PASSENGER",
}

registerEnumType(PassengerField, { name: "PassengerField", description: "A detail the manifest needs." });
registerEnumType(PassengerEntry, {
  name: "PassengerEntry",
  description: "Who entered a passenger's details: the booker, or the passenger through their own link.",
});
