import type { ModuleContext } from "../../core/transport/module-context.js";
import type { LeadsService } from "../leads/index.js";
import type { UserLoaders } from "../users/index.js";
import type { AffiliatesService } from "./affiliates.service.js";

/** What the affiliate applications' resolvers read of an operation's context. */
export type AffiliatesContext = ModuleContext<
  { affiliates: AffiliatesService; leads: LeadsService },
  Pick<UserLoaders, "user">
>;
