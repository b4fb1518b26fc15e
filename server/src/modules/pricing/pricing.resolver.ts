import { Arg, Ctx, Directive, FieldResolver, Mutation, Query, Resolver } from "type-graphql";
import type { CharterEstimate } from "./estimate.js";
import { EstimateInput } from "./estimate.input.js";
import { CharterEstimateObject } from "./estimate.type.js";
import type { PricingContext } from "./pricing.context.js";
import { PricingInput } from "./pricing.input.js";
import type { PricingSettings } from "./pricing-settings.js";
import { PricingLimit, PricingSettingsObject } from "./pricing.type.js";
import { pricingLimits } from "./pricing.validation.js";

@Resolver()
export class PricingResolver {
  @Directive("@public")
  @Query(() => CharterEstimateObject, {
    description: "Indicative price ranges for a trip, per aircraft category (or only `input.category`). Never a quote.",
  })
  estimateCharter(
    @Ctx() ctx: PricingContext,
    @Arg("input", () => EstimateInput) input: EstimateInput,
  ): Promise<CharterEstimate> {
    return ctx.services.estimates.estimate(input);
  }

  @Directive("@auth(requires: STAFF)")
  @Query(() => PricingSettingsObject, { description: "The pricing settings staff maintain." })
  pricing(@Ctx() ctx: PricingContext): Promise<PricingSettings> {
    return ctx.services.pricing.settings();
  }

  @Directive("@auth(requires: ADMIN)")
  @Mutation(() => PricingSettingsObject, {
    description: "Changes pricing settings; every changed figure is written to the audit log.",
  })
  updatePricing(
    @Ctx() ctx: PricingContext,
    @Arg("input", () => PricingInput) input: PricingInput,
  ): Promise<PricingSettings> {
    return ctx.services.pricing.update(input, ctx.viewer?.userId ?? null);
  }
}

@Resolver(() => PricingSettingsObject)
export class PricingSettingsResolver {
  @FieldResolver(() => [PricingLimit], {
    description: "The bounds updatePricing holds each figure to, so a form can say what it will accept.",
  })
  limits(): PricingLimit[] {
    return pricingLimits();
  }
}
