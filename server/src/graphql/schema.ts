import "reflect-metadata";
import { printSchemaWithDirectives } from "@graphql-tools/utils";
import { lexicographicSortSchema, type GraphQLSchema } from "graphql";
import { buildSchema } from "type-graphql";
import { AircraftResolver } from "../modules/aircraft/aircraft.resolver.js";
import { AirportsResolver } from "../modules/airports/airports.resolver.js";
import { OffersResolver } from "../modules/offers/offers.resolver.js";
import { PricingResolver } from "../modules/pricing/pricing.resolver.js";
import { ProgramsResolver } from "../modules/programs/programs.resolver.js";
import { ViewerResolver } from "../modules/users/viewer.resolver.js";
import { applyGuards, withGuardDirectives } from "./guards.js";

export const resolvers = [OffersResolver, ViewerResolver, AirportsResolver, AircraftResolver, ProgramsResolver, PricingResolver] as const;

/** The executable schema: type-graphql classes + guard directives, every root field guarded. */
export async function createSchema(): Promise<GraphQLSchema> {
  const built = await buildSchema({ resolvers, validate: false });
  return applyGuards(withGuardDirectives(built));
}

const HEADER = "# Generated from the server's type-graphql classes by `npm run schema`. Do not edit by hand.\n\n";

/** The SDL committed as ../schema.graphql, directives included. */
export function printSchemaFile(schema: GraphQLSchema): string {
  return HEADER + printSchemaWithDirectives(lexicographicSortSchema(schema)) + "\n";
}
