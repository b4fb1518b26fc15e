import type { ModuleContext } from "../../core/transport/module-context.js";
import type { AirportLoaders } from "../airports/index.js";
import type { BookingLoaders } from "../bookings/index.js";
import type { QuoteLoaders } from "./quote-loaders.js";
import type { QuoteRequestsService } from "./quote-requests.service.js";
import type { QuotesService } from "./quotes.service.js";

/** What the quote requests' and quotes' resolvers read of an operation's context. */
export type QuotesContext = ModuleContext<
  { quoteRequests: QuoteRequestsService; quotes: QuotesService },
  QuoteLoaders & BookingLoaders & AirportLoaders
>;
