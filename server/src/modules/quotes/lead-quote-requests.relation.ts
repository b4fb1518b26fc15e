import type { DataSource } from "typeorm";
import { entitiesFromJson } from "../../core/json-rows.js";
import { bring, type LeadRelation } from "../leads/index.js";
import { QuoteRequestEntity } from "./quote-request.entity.js";
import { toQuoteRequest } from "./quote.mappers.js";
import type { QuoteLoaders } from "./quote-loaders.js";

/**
 * Lead.quoteRequests fetched with a page of leads (leads/lead-relations.ts): the lead's requests,
 * newest first, as the quoteRequestsByLead loader reads them: brought with the lead (the resolver
 * answers with them at once), primed into that loader and into the quoteRequest loader
 * (Quote.quoteRequest and Booking.quoteRequest then need no query either).
 */
export function leadQuoteRequestsRelation(db: DataSource): LeadRelation {
  return {
    field: "quoteRequests",
    select: `SELECT coalesce(json_agg(to_jsonb(q) ORDER BY q.created_at DESC, q.id DESC), '[]')
             FROM quote_request q WHERE q.lead_id = lead.id`,
    prime(context, lead, value) {
      const { loaders } = context as { loaders: Pick<QuoteLoaders, "quoteRequestsByLead" | "quoteRequest"> };
      const requests = entitiesFromJson(db, QuoteRequestEntity, (value ?? []) as Record<string, unknown>[]).map(
        toQuoteRequest,
      );
      for (const request of requests) loaders.quoteRequest.prime(request.id, request);
      bring(lead, "quoteRequests", requests);
      loaders.quoteRequestsByLead.prime(lead.id, requests);
    },
  };
}
