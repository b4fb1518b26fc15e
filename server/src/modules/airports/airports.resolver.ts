import { Arg, Ctx, Directive, Int, Query, Resolver } from "type-graphql";
import type { Airport } from "./airport.js";
import { AirportObject } from "./airport.type.js";
import type { AirportsContext } from "./airports.context.js";

@Resolver(() => AirportObject)
export class AirportsResolver {
  @Directive("@public")
  @Query(() => [AirportObject], {
    description:
      "Airports whose IATA or ICAO code, name or city matches `search` (case- and accent-insensitive): exact code first, " +
      "then names and cities starting with it, then other matches. `first` defaults to 10, at most 25.",
  })
  airports(
    @Ctx() ctx: AirportsContext,
    @Arg("search", () => String) search: string,
    @Arg("first", () => Int, { nullable: true }) first?: number | null,
  ): Promise<Airport[]> {
    return ctx.services.airports.search(search, first);
  }
}
