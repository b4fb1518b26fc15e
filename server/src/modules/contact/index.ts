// What the GraphQL layer composes of the contact form: its resolver and the context it reads.

// Its GraphQL types are decorated classes: the metadata polyfill must load before them, whichever
// module imports this index first (a unit test, a job, a router).
import "reflect-metadata";
import { ContactResolver } from "./contact.resolver.js";

export type { ContactContext } from "./contact.context.js";
export const resolvers = [ContactResolver] as const;
