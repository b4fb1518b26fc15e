import { Ctx, FieldResolver, Resolver, Root } from "type-graphql";
import type { GraphQLContext } from "../../graphql/context.js";
import { AirportObject, type Airport } from "../airports/index.js";
import { TripLeg } from "./quote-request.type.js";

/** A leg's airports in full (name, city, position, zone): for route maps and local times. One query per page. */
@Resolver(() => TripLeg)
export class TripLegResolver {
  @FieldResolver(() => AirportObject, { description: "The departure airport." })
  async fromAirport(@Root() leg: TripLeg, @Ctx() ctx: GraphQLContext): Promise<Airport> {
    return (await ctx.loaders.airport.load(leg.fromAirportId))!;
  }

  @FieldResolver(() => AirportObject, { description: "The arrival airport." })
  async toAirport(@Root() leg: TripLeg, @Ctx() ctx: GraphQLContext): Promise<Airport> {
    return (await ctx.loaders.airport.load(leg.toAirportId))!;
  }
}
