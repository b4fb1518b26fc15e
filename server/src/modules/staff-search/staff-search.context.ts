import type { ModuleContext } from "../../core/transport/module-context.js";
import type { StaffSearchService } from "./staff-search.service.js";

/** What the back office's search reads of an operation's context. */
export type StaffSearchContext = ModuleContext<{ staffSearch: StaffSearchService }>;
