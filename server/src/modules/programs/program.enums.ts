import { registerEnumType } from "type-graphql";

export enum ProgramCode {
  ON_DEMAND = "ON_DEMAND",
  MEMBERSHIP = "MEMBERSHIP",
  CORPORATE = "CORPORATE",
}

// Values are the database's lower-case words; GraphQL names are upper case.
export enum ProgramPriceUnit {
  HOUR = "hour",
  YEAR = "year",
  CUSTOM = "custom",
}

registerEnumType(ProgramCode, { name: "ProgramCode", description: "The three charter programmes." });
registerEnumType(ProgramPriceUnit, {
  name: "ProgramPriceUnit",
  description: "What a programme's price is counted in.",
  valuesConfig: {
    HOUR: { description: "Per flight hour (On-Demand)." },
    YEAR: { description: "Per year (Membership)." },
    CUSTOM: { description: "Agreed case by case (Corporate): never a from-price." },
  },
});
