// What other features may use of programmes: their codes and the Program type.

// Its GraphQL types are decorated classes: the metadata polyfill must load before them, whichever
// module imports this index first (a unit test, a job, a router).
import "reflect-metadata";
export { ProgramCode } from "./program.enums.js";
export { Program } from "./program.type.js";
// Built and injected by services.ts: other features only name the type.
export type { ProgramsService } from "./programs.service.js";
