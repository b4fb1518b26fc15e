import type { ModuleContext } from "../../core/transport/module-context.js";
import type { PassengerLinksService } from "./passenger-links.service.js";
import type { PassengerLoaders } from "./passenger-loaders.js";
import type { PassengersService } from "./passengers.service.js";

/** What the passengers' resolvers read of an operation's context. */
export type PassengersContext = ModuleContext<
  { passengers: PassengersService; passengerLinks: PassengerLinksService },
  PassengerLoaders
>;
