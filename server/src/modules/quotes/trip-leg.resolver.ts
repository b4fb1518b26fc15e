import { Ctx, FieldResolver, Resolver, Root } from "type-graphql";
import type { GraphQLContext } from "../../graphql/context.js";
import { Airport } from "../airports/index.js";
import { TripLeg } from "./quote-request.type.js";

/** A leg's airports in full (name, city, position, zone): for route maps and local times. One query per page. */
@Resolver(() => TripLeg)
export class TripLegResolver {
  @FieldResolver(() => Airport, { description: "The departure airport." })
  async fromAirport(@Root() leg: TripLeg, @Ctx() ctx: GraphQLContext): Promise<Airport> {
    return (await ctx.loaders.airport.load(leg.fromAirportId))!;
  }

  @FieldResolver(() => Airport, { description: "The arrival airport." })
  async toAirport(@Root() leg: TripLeg, @Ctx() ctx: GraphQLContext): Promise<Airport> {
    return (await ctx.loaders.airport.load(leg.toAirportId))!;
  }
}
