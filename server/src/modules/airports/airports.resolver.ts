import { Arg, Ctx, Directive, Int, Query, Resolver } from "type-graphql";
import type { Airport } from "./airport.js";
import { AirportObject } from "./airport.type.js";
import type { AirportsContext } from "./airports.context.js";

@Resolver(() => AirportObject)
export class AirportsResolver {
  @Directive("@public")
  @Query(() => [AirportObject], {
    description:
      "Airports for `search`, the one a private flyer means first (case- and accent-insensitive; English, Spanish, " +
      "Arabic or Chinese): the airport with that IATA or ICAO code; then, for a city's name, its business-aviation " +
      'airports in the order of the curated table ("Paris": LBG, CDG, ORY); for a country\'s name, its airports; then ' +
      "airports whose name or city starts with it, has a word starting with it, or contains it, those fit for business " +
      "jets before larger ones. `first` defaults to 10, at most 25.",
  })
  airports(
    @Ctx() ctx: AirportsContext,
    @Arg("search", () => String) search: string,
    @Arg("first", () => Int, { nullable: true }) first?: number | null,
  ): Promise<Airport[]> {
    return ctx.services.airports.search(search, first);
  }
}
