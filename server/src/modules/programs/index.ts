// What other features may use of programmes: their codes and the Program type; and what the
// GraphQL layer composes: its resolvers and the context they read.

// Its GraphQL types are decorated classes: the metadata polyfill must load before them, whichever
// module imports this index first (a unit test, a job, a router).
import "reflect-metadata";
import { ProgramsResolver } from "./programs.resolver.js";

export { ProgramCode } from "./program.enums.js";
export type { Program } from "./program.js";
export { ProgramObject } from "./program.type.js";
// Built and injected by services.ts: other features only name the type.
export type { ProgramPriceChange, ProgramsService } from "./programs.service.js";
export type { ProgramsContext } from "./programs.context.js";
export const resolvers = [ProgramsResolver] as const;
