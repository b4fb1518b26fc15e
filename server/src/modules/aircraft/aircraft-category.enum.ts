import { registerEnumType } from "type-graphql";

// Values are the lower-case words the spec and the URLs use (?category=light); GraphQL names are upper case.
export enum AircraftCategory {
  LIGHT = "light",
  MIDSIZE = "midsize",
  LARGE = "large",
  ULTRA = "ultra",
}

registerEnumType(AircraftCategory, {
  name: "AircraftCategory",
  description: "Size class of a private jet, from light (up to 8 seats) to ultra long range.",
  valuesConfig: {
    LIGHT: { description: "Light jet, e.g. Phenom 300: up to 8 seats." },
    MIDSIZE: { description: "Midsize jet, e.g. Citation XLS+ or Challenger 350: 8–10 seats." },
    LARGE: { description: "Large jet, e.g. Challenger 650: up to 12 seats." },
    ULTRA: { description: "Ultra long range jet, e.g. Global 7500 or G650ER: up to 19 seats." },
  },
});
