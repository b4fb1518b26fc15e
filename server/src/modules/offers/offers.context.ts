import type { ModuleContext } from "../../core/transport/module-context.js";
import type { OffersAdminService } from "./offers-admin.service.js";
import type { OffersService } from "./offers.service.js";

/** What the featured flights' resolver reads of an operation's context. */
export type OffersContext = ModuleContext<{ offers: OffersService; offersAdmin: OffersAdminService }>;
