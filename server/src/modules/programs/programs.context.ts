import type { ModuleContext } from "../../core/transport/module-context.js";
import type { ProgramsService } from "./programs.service.js";

/** What the programmes' resolver reads of an operation's context. */
export type ProgramsContext = ModuleContext<{ programs: ProgramsService }>;
