import { Arg, Ctx, Directive, FieldResolver, Mutation, Query, Resolver } from "type-graphql";
import type { GraphQLContext } from "../../graphql/context.js";
import { EstimateInput } from "./estimate.input.js";
import { CharterEstimate } from "./estimate.type.js";
import { PricingInput } from "./pricing.input.js";
import { PricingLimit, PricingSettings } from "./pricing.type.js";
import { pricingLimits } from "./pricing.validation.js";

@Resolver()
export class PricingResolver {
  @Directive("@public")
  @Query(() => CharterEstimate, {
    description: "Indicative price ranges for a trip, per aircraft category (or only `input.category`). Never a quote.",
  })
  estimateCharter(
    @Ctx() ctx: GraphQLContext,
    @Arg("input", () => EstimateInput) input: EstimateInput,
  ): Promise<CharterEstimate> {
    return ctx.services.estimates.estimate(input);
  }

  @Directive("@auth(requires: STAFF)")
  @Query(() => PricingSettings, { description: "The pricing settings staff maintain." })
  pricing(@Ctx() ctx: GraphQLContext): Promise<PricingSettings> {
    return ctx.services.pricing.settings();
  }

  @Directive("@auth(requires: ADMIN)")
  @Mutation(() => PricingSettings, {
    description: "Changes pricing settings; every changed figure is written to the audit log.",
  })
  updatePricing(
    @Ctx() ctx: GraphQLContext,
    @Arg("input", () => PricingInput) input: PricingInput,
  ): Promise<PricingSettings> {
    return ctx.services.pricing.update(input, ctx.viewer?.userId ?? null);
  }
}

@Resolver(() => PricingSettings)
export class PricingSettingsResolver {
  @FieldResolver(() => [PricingLimit], {
    description: "The bounds updatePricing holds each figure to, so a form can say what it will accept.",
  })
  limits(): PricingLimit[] {
    return pricingLimits();
  }
}
