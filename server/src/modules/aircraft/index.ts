// What other features may use of aircraft: the category enum and its public figures; and what the
// GraphQL layer composes: its resolvers and the context they read.

// Its GraphQL types are decorated classes: the metadata polyfill must load before them, whichever
// module imports this index first (a unit test, a job, a router).
import "reflect-metadata";
import { AircraftResolver } from "./aircraft.resolver.js";

export { AircraftCategory } from "./aircraft-category.enum.js";
export type { AircraftCategoryInfo } from "./aircraft-category.js";
export { AircraftCategoryInfoObject } from "./aircraft-category.type.js";
// Built and injected by services.ts: other features only name the type.
export type { AircraftService, CategoryFiguresChange } from "./aircraft.service.js";
export type { AircraftContext } from "./aircraft.context.js";
export const resolvers = [AircraftResolver] as const;
