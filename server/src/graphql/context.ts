import type { Services } from "../services.js";
import type { Loaders } from "./loaders.js";
import type { ModuleContext } from "./module-context.js";

/** An operation's context: the services, the caller and a fresh set of loaders (request-context.ts builds it). */
export type GraphQLContext = ModuleContext<Services, Loaders>;
