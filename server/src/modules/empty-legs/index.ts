// What the GraphQL layer and other modules use of the empty legs: the resolvers, the context they read,
// the services (server wiring) and the drafting of a one-way booking's way back (quotes' accept).

// Its GraphQL types are decorated classes: the metadata polyfill must load before them.
import "reflect-metadata";
import { EmptyLegsResolver } from "./empty-legs.resolver.js";

export type { EmptyLegsContext } from "./empty-legs.context.js";
export { EmptyLegsService } from "./empty-legs.service.js";
export { RouteAlertsService } from "./route-alerts.service.js";
export { routeAlertsRouter } from "./route-alerts.router.js";
export { draftReturnLeg, type BookedOneWay } from "./return-leg.js";
export const resolvers = [EmptyLegsResolver] as const;
