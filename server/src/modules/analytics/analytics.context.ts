import type { ModuleContext } from "../../core/transport/module-context.js";
import type { AnalyticsService } from "./analytics.service.js";

/** What the analytics page's resolver reads of an operation's context. */
export type AnalyticsContext = ModuleContext<{ analytics: AnalyticsService }>;
