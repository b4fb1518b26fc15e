import type { ModuleContext } from "../../core/transport/module-context.js";
import type { AirportLoaders } from "../airports/index.js";
import type { FleetService } from "./fleet.service.js";
import type { OperatorLoaders } from "./operator-loaders.js";
import type { OperatorsService } from "./operators.service.js";

/** What the operators' and fleets' resolvers read of an operation's context. */
export type OperatorsContext = ModuleContext<
  { operators: OperatorsService; fleet: FleetService },
  OperatorLoaders & Pick<AirportLoaders, "airport">
>;
