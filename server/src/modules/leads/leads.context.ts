import type { ModuleContext } from "../../core/transport/module-context.js";
import type { UserLoaders } from "../users/index.js";
import type { LeadLoaders } from "./lead-loaders.js";
import type { LeadPresence } from "./lead-presence.js";
import type { LeadsService } from "./leads.service.js";

/** What the leads' resolvers (the board, its events, who has a lead open) read of an operation's context. */
export type LeadsContext = ModuleContext<
  { leads: LeadsService; leadPresence: LeadPresence },
  LeadLoaders & Pick<UserLoaders, "user">
>;
