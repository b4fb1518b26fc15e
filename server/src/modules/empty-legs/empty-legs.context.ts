import type { ModuleContext } from "../../core/transport/module-context.js";
import type { EmptyLegsService } from "./empty-legs.service.js";
import type { RouteAlertsService } from "./route-alerts.service.js";

/** What the empty legs' resolver reads of an operation's context. */
export type EmptyLegsContext = ModuleContext<{ emptyLegs: EmptyLegsService; routeAlerts: RouteAlertsService }>;
