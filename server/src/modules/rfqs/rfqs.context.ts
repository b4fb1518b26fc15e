import type { ModuleContext } from "../../core/transport/module-context.js";
import type { OperatorLoaders } from "../operators/index.js";
import type { QuoteLoaders } from "../quotes/index.js";
import type { RfqLoaders } from "./rfq-loaders.js";
import type { RfqQuotesService } from "./rfq-quotes.service.js";
import type { RfqsService } from "./rfqs.service.js";

/** What the requests for quotes' resolvers read of an operation's context. */
export type RfqsContext = ModuleContext<
  { rfqs: RfqsService; rfqQuotes: RfqQuotesService },
  RfqLoaders & Pick<OperatorLoaders, "operatorById"> & Pick<QuoteLoaders, "legsByQuoteRequest">
>;
