// What the GraphQL layer composes of the featured flights: their resolvers and the context they read.

// Its GraphQL types are decorated classes: the metadata polyfill must load before them, whichever
// module imports this index first (a unit test, a job, a router).
import "reflect-metadata";
import { OffersResolver } from "./offers.resolver.js";

export type { OffersContext } from "./offers.context.js";
export const resolvers = [OffersResolver] as const;
