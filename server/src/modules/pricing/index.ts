// What other features may use of pricing: the trip type, a trip's leg as the forms send it, and
// the estimate service with the checked legs and estimates it answers.

// Its GraphQL types are decorated classes: the metadata polyfill must load before them, whichever
// module imports this index first (a unit test, a job, a router).
import "reflect-metadata";
export { TripType } from "./trip-type.enum.js";
export { TripLegInput } from "./estimate.input.js";
export type { CategoryEstimate, CharterEstimate } from "./estimate.type.js";
// Built and injected by services.ts: other features only name the types.
export type { CheckedLeg, EstimateService } from "./estimate.service.js";
