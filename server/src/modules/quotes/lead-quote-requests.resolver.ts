import { Ctx, FieldResolver, Resolver, Root } from "type-graphql";
import { LeadObject, preloaded, type Lead } from "../leads/index.js";
import type { QuoteRequest } from "./quote-request.js";
import { QuoteRequestObject } from "./quote-request.type.js";
import type { QuotesContext } from "./quotes.context.js";

// Quotes build on leads, so the lead's link to its requests is resolved here: leads/ knows
// nothing of quote requests.
@Resolver(() => LeadObject)
export class LeadQuoteRequestsResolver {
  @FieldResolver(() => [QuoteRequestObject], { description: "The lead's quote requests, newest first." })
  quoteRequests(@Root() lead: Lead, @Ctx() ctx: QuotesContext): Promise<QuoteRequest[]> | QuoteRequest[] {
    // Brought with a page of leads (lead-quote-requests.relation.ts), else batched.
    return preloaded<QuoteRequest[]>(lead, "quoteRequests") ?? ctx.loaders.quoteRequestsByLead.load(lead.id);
  }
}
