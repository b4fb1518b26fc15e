import { Ctx, FieldResolver, Resolver, Root } from "type-graphql";
import { AirportObject, type Airport } from "../airports/index.js";
import type { TripLeg } from "./quote-request.js";
import { TripLegObject } from "./quote-request.type.js";
import type { QuotesContext } from "./quotes.context.js";

/** A leg's airports in full (name, city, position, zone): for route maps and local times. One query per page. */
@Resolver(() => TripLegObject)
export class TripLegResolver {
  @FieldResolver(() => AirportObject, { description: "The departure airport." })
  async fromAirport(@Root() leg: TripLeg, @Ctx() ctx: QuotesContext): Promise<Airport> {
    return (await ctx.loaders.airport.load(leg.fromAirportId))!;
  }

  @FieldResolver(() => AirportObject, { description: "The arrival airport." })
  async toAirport(@Root() leg: TripLeg, @Ctx() ctx: QuotesContext): Promise<Airport> {
    return (await ctx.loaders.airport.load(leg.toAirportId))!;
  }
}
