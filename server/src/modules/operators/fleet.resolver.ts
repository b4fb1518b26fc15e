import { Arg, Ctx, Directive, FieldResolver, ID, Int, Mutation, Query, Resolver, Root } from "type-graphql";
import { AircraftCategory } from "../aircraft/index.js";
import { AirportObject, type Airport } from "../airports/index.js";
import type { FleetAircraft, FleetImportReport, SuitableAircraft } from "./fleet-aircraft.js";
import { FleetAircraftInput } from "./fleet-aircraft.input.js";
import { FleetAircraftObject, FleetImportReportObject, SuitableAircraftObject } from "./fleet-aircraft.type.js";
import type { Operator } from "./operator.js";
import { OperatorObject } from "./operator.type.js";
import type { OperatorsContext } from "./operators.context.js";
import { OPERATOR_EDITORS } from "./operator-editors.js";

@Resolver(() => FleetAircraftObject)
export class FleetResolver {
  @Directive("@auth(requires: STAFF)")
  @Query(() => [SuitableAircraftObject], {
    description:
      "Aircraft a trip could use: of operators quotable today, of the category (any when omitted), with at least minSeats seats, based within maxDistanceNm of nearAirport; nearest first, then the smallest that fits.",
  })
  suitableAircraft(
    @Ctx() ctx: OperatorsContext,
    @Arg("nearAirport", () => String, { description: "IATA or ICAO code of the airport the trip starts from." })
    nearAirport: string,
    @Arg("category", () => AircraftCategory, { nullable: true }) category: AircraftCategory | null,
    @Arg("minSeats", () => Int, { nullable: true, description: "1 to 30; 1 when omitted." }) minSeats: number | null,
    @Arg("maxDistanceNm", () => Int, { nullable: true, description: "1 to 10,800; no limit when omitted." })
    maxDistanceNm: number | null,
    @Arg("first", () => Int, { nullable: true, description: "1 to 100; 20 when omitted." }) first: number | null,
  ): Promise<SuitableAircraft[]> {
    return ctx.services.fleet.suitableAircraft({ nearAirport, category, minSeats, maxDistanceNm, first });
  }

  @Directive(`@auth(requires: ${OPERATOR_EDITORS})`)
  @Mutation(() => FleetAircraftObject, {
    description:
      "Adds an aircraft to an operator's fleet (audited). BAD_USER_INPUT names each faulty input field; CONFLICT (on input.registration) when another aircraft has the registration.",
  })
  addAircraft(
    @Ctx() ctx: OperatorsContext,
    @Arg("operatorId", () => ID) operatorId: string,
    @Arg("input", () => FleetAircraftInput) input: FleetAircraftInput,
  ): Promise<FleetAircraft> {
    return ctx.services.fleet.add(operatorId, input, ctx.viewer!.userId);
  }

  @Directive(`@auth(requires: ${OPERATOR_EDITORS})`)
  @Mutation(() => FleetAircraftObject, { description: "Replaces every field of an aircraft (audited)." })
  updateAircraft(
    @Ctx() ctx: OperatorsContext,
    @Arg("id", () => ID) id: string,
    @Arg("input", () => FleetAircraftInput) input: FleetAircraftInput,
  ): Promise<FleetAircraft> {
    return ctx.services.fleet.update(id, input, ctx.viewer!.userId);
  }

  @Directive(`@auth(requires: ${OPERATOR_EDITORS})`)
  @Mutation(() => OperatorObject, {
    description: "Takes an aircraft out of its operator's fleet (audited); answers the operator.",
  })
  async removeAircraft(@Ctx() ctx: OperatorsContext, @Arg("id", () => ID) id: string): Promise<Operator> {
    const removed = await ctx.services.fleet.remove(id, ctx.viewer!.userId);
    return (await ctx.services.operators.byId(removed.operatorId))!;
  }

  @Directive(`@auth(requires: ${OPERATOR_EDITORS})`)
  @Mutation(() => FleetImportReportObject, {
    description:
      "Reads a fleet file (CSV with a header row: registration, type, category, year_of_manufacture, year_of_refurbishment, seats, base_airport, wifi, lavatory, pets_allowed) into an operator's fleet. Accepted rows are stored in one transaction, added or updated by registration, so importing a file again changes nothing; each rejected row is reported with its problems. BAD_USER_INPUT on `csv` for a file without the required columns or rows.",
  })
  importFleet(
    @Ctx() ctx: OperatorsContext,
    @Arg("operatorId", () => ID) operatorId: string,
    @Arg("csv", () => String, { description: "The file's text, at most 500,000 characters and 2,000 rows." })
    csv: string,
  ): Promise<FleetImportReport> {
    return ctx.services.fleet.importFleet(operatorId, csv, ctx.viewer!.userId);
  }

  @FieldResolver(() => OperatorObject)
  async operator(@Root() aircraft: FleetAircraft, @Ctx() ctx: OperatorsContext): Promise<Operator> {
    return (await ctx.loaders.operatorById.load(aircraft.operatorId))!;
  }

  @FieldResolver(() => AirportObject, { description: "Where it is based." })
  async baseAirport(@Root() aircraft: FleetAircraft, @Ctx() ctx: OperatorsContext): Promise<Airport> {
    return (await ctx.loaders.airport.load(aircraft.baseAirportId))!;
  }
}

@Resolver(() => FleetImportReportObject)
export class FleetImportReportResolver {
  @FieldResolver(() => OperatorObject, { description: "The operator, its fleet as it stands after the import." })
  async operator(@Root() report: FleetImportReport, @Ctx() ctx: OperatorsContext): Promise<Operator> {
    return (await ctx.loaders.operatorById.load(report.operatorId))!;
  }
}
