// What the GraphQL layer composes of testimonials: their resolvers and the context they read.

// Its GraphQL types are decorated classes: the metadata polyfill must load before them, whichever
// module imports this index first (a unit test, a job, a router).
import "reflect-metadata";
import { TestimonialsResolver } from "./testimonials.resolver.js";

export type { TestimonialsContext } from "./testimonials.context.js";
export const resolvers = [TestimonialsResolver] as const;
