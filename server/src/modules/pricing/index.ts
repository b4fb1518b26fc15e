// What other features may use of pricing: the trip type, a trip's leg as the forms send it, and
// the estimate service with the checked legs and estimates it answers; and what the GraphQL layer
// composes: its resolvers and the context they read.

// Its GraphQL types are decorated classes: the metadata polyfill must load before them, whichever
// module imports this index first (a unit test, a job, a router).
import "reflect-metadata";
import { PricingResolver, PricingSettingsResolver } from "./pricing.resolver.js";

export { TripType } from "./trip-type.enum.js";
export type { RequestedLeg } from "./requested-trip.js";
export { TripLegInput } from "./estimate.input.js";
export type { CategoryEstimate, CharterEstimate } from "./estimate.js";
// Built and injected by services.ts: other features only name the types.
export type { CheckedLeg, EstimateService } from "./estimate.service.js";
export type { PricingService } from "./pricing.service.js";
export type { CancellationTier, MarginRules, PaymentRules } from "./pricing-settings.js";
export { CancellationTierObject } from "./pricing.type.js";
export type { PricingContext } from "./pricing.context.js";
export const resolvers = [PricingResolver, PricingSettingsResolver] as const;
