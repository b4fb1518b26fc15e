import { Ctx, FieldResolver, Resolver, Root } from "type-graphql";
import type { GraphQLContext } from "../../graphql/context.js";
import { LeadObject, type Lead } from "../leads/index.js";
import { QuoteRequest } from "./quote-request.type.js";
import { toQuoteRequest } from "./quote.mappers.js";

// Quotes build on leads, so the lead's link to its requests is resolved here: leads/ knows
// nothing of quote requests.
@Resolver(() => LeadObject)
export class LeadQuoteRequestsResolver {
  @FieldResolver(() => [QuoteRequest], { description: "The lead's quote requests, newest first." })
  async quoteRequests(@Root() lead: Lead, @Ctx() ctx: GraphQLContext): Promise<QuoteRequest[]> {
    return (await ctx.loaders.quoteRequestsByLead.load(lead.id)).map(toQuoteRequest);
  }
}
