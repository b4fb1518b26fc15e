import { Arg, Ctx, Directive, FieldResolver, ID, Int, Mutation, Query, Resolver, Root } from "type-graphql";
import type { ConnectionShape } from "../../core/pagination.js";
import { hasRole } from "../../core/viewer.js";
import type { FleetAircraft } from "./fleet-aircraft.js";
import { FleetAircraftObject } from "./fleet-aircraft.type.js";
import type { Operator } from "./operator.js";
import { OperatorFilterInput, OperatorInput } from "./operator.input.js";
import { OperatorConnection, OperatorObject } from "./operator.type.js";
import type { OperatorsContext } from "./operators.context.js";
import { OPERATOR_EDITORS } from "./operator-editors.js";

@Resolver(() => OperatorObject)
export class OperatorsResolver {
  @Directive("@auth(requires: STAFF)")
  @Query(() => OperatorConnection, {
    description: "Operators matching the filter, by name; search finds a name, an AOC number or a registration.",
  })
  operators(
    @Ctx() ctx: OperatorsContext,
    @Arg("filter", () => OperatorFilterInput, { nullable: true }) filter: OperatorFilterInput | null,
    @Arg("first", () => Int, { nullable: true, description: "1 to 100; 20 when omitted." }) first: number | null,
    @Arg("after", () => String, { nullable: true }) after: string | null,
  ): Promise<ConnectionShape<Operator>> {
    return ctx.services.operators.list(filter, { first, after });
  }

  @Directive("@auth(requires: STAFF)")
  @Query(() => OperatorObject, { nullable: true, description: "One operator; null when there is none with this id." })
  operator(@Ctx() ctx: OperatorsContext, @Arg("id", () => ID) id: string): Promise<Operator | null> {
    return ctx.services.operators.byId(id);
  }

  @Directive(`@auth(requires: ${OPERATOR_EDITORS})`)
  @Mutation(() => OperatorObject, {
    description:
      "Adds an operator (audited). BAD_USER_INPUT names each faulty input field; CONFLICT (on input.aocNumber) when the country has an operator with this AOC number.",
  })
  createOperator(
    @Ctx() ctx: OperatorsContext,
    @Arg("input", () => OperatorInput) input: OperatorInput,
  ): Promise<Operator> {
    return ctx.services.operators.create(input, ctx.viewer!.userId);
  }

  @Directive(`@auth(requires: ${OPERATOR_EDITORS})`)
  @Mutation(() => OperatorObject, {
    description: "Replaces every field of an operator, its contacts and audits included (audited).",
  })
  updateOperator(
    @Ctx() ctx: OperatorsContext,
    @Arg("id", () => ID) id: string,
    @Arg("input", () => OperatorInput) input: OperatorInput,
  ): Promise<Operator> {
    return ctx.services.operators.update(id, input, ctx.viewer!.userId);
  }

  @FieldResolver(() => [FleetAircraftObject], { description: "Its aircraft, by registration." })
  aircraft(@Root() operator: Operator, @Ctx() ctx: OperatorsContext): Promise<FleetAircraft[]> {
    return ctx.loaders.fleetByOperator.load(operator.id);
  }

  @FieldResolver(() => Int, { description: "How many aircraft it has." })
  fleetSize(@Root() operator: Operator, @Ctx() ctx: OperatorsContext): Promise<number> {
    return ctx.loaders.fleetSize.load(operator.id);
  }

  @FieldResolver(() => Boolean, {
    description: "Whether this viewer may change the operator and its fleet (the mutations' guard, asked ahead).",
  })
  viewerCanEdit(@Ctx() ctx: OperatorsContext): boolean {
    return hasRole(ctx.viewer, OPERATOR_EDITORS);
  }
}
