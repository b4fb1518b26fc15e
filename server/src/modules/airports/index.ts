// What other features may use of airports: the Airport type and its loader, code spelling and the
// lookup service; and what the GraphQL layer composes: its resolvers, loaders and their context.

// Its GraphQL types are decorated classes: the metadata polyfill must load before them, whichever
// module imports this index first (a unit test, a job, a router).
import "reflect-metadata";
import { AirportsResolver } from "./airports.resolver.js";

export type { Airport } from "./airport.js";
export { AirportObject } from "./airport.type.js";
export { normalizeAirportCode } from "./airports.service.js";
// Built and injected by services.ts: other features only name the types.
export type { AirportPoint, AirportsService } from "./airports.service.js";
export { createAirportLoaders, type AirportLoaders } from "./airport-loaders.js";
export type { AirportsContext } from "./airports.context.js";
export const resolvers = [AirportsResolver] as const;
