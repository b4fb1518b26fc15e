// Passengers: a booking's passengers per leg, saved passengers, self-entry links and the manifest
// deadline. What the GraphQL layer composes: its resolvers, loaders and the context they read.

// Its GraphQL types are decorated classes: the metadata polyfill must load before them, whichever
// module imports this index first (a unit test, a job, a router).
import "reflect-metadata";
import { BookingManifestResolver, PassengersResolver } from "./passengers.resolver.js";

// Built and injected by services.ts: other features only name the type.
export type { PassengersService } from "./passengers.service.js";
export type { PassengerLinksService } from "./passenger-links.service.js";
export { createPassengerLoaders, type PassengerLoaders } from "./passenger-loaders.js";
export type { PassengersContext } from "./passengers.context.js";
export const resolvers = [PassengersResolver, BookingManifestResolver] as const;
