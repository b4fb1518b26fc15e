// What other features may use of airports: the Airport type, code spelling and the lookup service.

// Its GraphQL types are decorated classes: the metadata polyfill must load before them, whichever
// module imports this index first (a unit test, a job, a router).
import "reflect-metadata";
export { Airport } from "./airport.type.js";
export { normalizeAirportCode } from "./airports.service.js";
// Built and injected by services.ts: other features only name the types.
export type { AirportPoint, AirportsService } from "./airports.service.js";
