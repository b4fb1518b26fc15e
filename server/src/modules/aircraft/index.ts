// What other features may use of aircraft: the category enum and its public figures.

// Its GraphQL types are decorated classes: the metadata polyfill must load before them, whichever
// module imports this index first (a unit test, a job, a router).
import "reflect-metadata";
export { AircraftCategory } from "./aircraft-category.enum.js";
export { AircraftCategoryInfo } from "./aircraft-category.type.js";
// Built and injected by services.ts: other features only name the type.
export type { AircraftService } from "./aircraft.service.js";
