import type { ModuleContext } from "../../core/transport/module-context.js";
import type { AircraftService } from "./aircraft.service.js";

/** What the aircraft categories' resolver reads of an operation's context. */
export type AircraftContext = ModuleContext<{ aircraft: AircraftService }>;
