// What the GraphQL layer composes of analytics: its resolver and the context it reads.

// Its GraphQL types are decorated classes: the metadata polyfill must load before them, whichever
// module imports this index first (a unit test, a job, a router).
import "reflect-metadata";
import { AnalyticsResolver } from "./analytics.resolver.js";

export type { AnalyticsContext } from "./analytics.context.js";
export const resolvers = [AnalyticsResolver] as const;
