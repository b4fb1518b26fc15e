// What the GraphQL layer composes of the back office's search: its resolver and the context it reads.

// Its GraphQL types are decorated classes: the metadata polyfill must load before them.
import "reflect-metadata";
import { StaffSearchResolver } from "./staff-search.resolver.js";

export type { StaffSearchContext } from "./staff-search.context.js";
export const resolvers = [StaffSearchResolver] as const;
