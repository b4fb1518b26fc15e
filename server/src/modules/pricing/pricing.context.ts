import type { ModuleContext } from "../../core/transport/module-context.js";
import type { EstimateService } from "./estimate.service.js";
import type { PricingService } from "./pricing.service.js";

/** What the estimate's and the pricing settings' resolvers read of an operation's context. */
export type PricingContext = ModuleContext<{ estimates: EstimateService; pricing: PricingService }>;
