import type { ModuleContext } from "../../core/transport/module-context.js";
import type { AirportsService } from "./airports.service.js";

/** What the airport search reads of an operation's context. */
export type AirportsContext = ModuleContext<{ airports: AirportsService }>;
