import "reflect-metadata";
import { printSchemaWithDirectives } from "@graphql-tools/utils";
import { lexicographicSortSchema, type GraphQLSchema } from "graphql";
import { buildSchema } from "type-graphql";
import type { EventBus } from "../core/events.js";
import { AccountResolver } from "../modules/account/account.resolver.js";
import * as affiliates from "../modules/affiliates/index.js";
import * as aircraft from "../modules/aircraft/index.js";
import * as airports from "../modules/airports/index.js";
import * as analytics from "../modules/analytics/index.js";
import * as audit from "../modules/audit/index.js";
import * as bookings from "../modules/bookings/index.js";
import * as contact from "../modules/contact/index.js";
import * as leads from "../modules/leads/index.js";
import * as offers from "../modules/offers/index.js";
import * as pricing from "../modules/pricing/index.js";
import * as programs from "../modules/programs/index.js";
import * as testimonials from "../modules/testimonials/index.js";
import * as users from "../modules/users/index.js";
import { BookingQuoteRequestResolver } from "../modules/quotes/booking-quote-request.resolver.js";
import { LeadQuoteRequestsResolver } from "../modules/quotes/lead-quote-requests.resolver.js";
import { QuoteRequestsResolver } from "../modules/quotes/quote-requests.resolver.js";
import { TripLegResolver } from "../modules/quotes/trip-leg.resolver.js";
import { QuotesResolver } from "../modules/quotes/quotes.resolver.js";
import { applyGuards, withGuardDirectives } from "./guards.js";
import { noPubSub, subscriptionPubSub } from "./pubsub.js";

export const resolvers = [
  ...offers.resolvers,
  AccountResolver,
  ...airports.resolvers,
  ...aircraft.resolvers,
  ...programs.resolvers,
  ...pricing.resolvers,
  QuoteRequestsResolver,
  QuotesResolver,
  TripLegResolver,
  ...leads.resolvers,
  LeadQuoteRequestsResolver,
  ...bookings.resolvers,
  BookingQuoteRequestResolver,
  ...testimonials.resolvers,
  ...contact.resolvers,
  ...affiliates.resolvers,
  ...analytics.resolvers,
  ...users.resolvers,
  ...audit.resolvers,
] as const;

/**
 * The executable schema: type-graphql classes + guard directives, every root field guarded.
 * Subscriptions listen on `pubSub` (the server's PgPubSub); without one (schema emit, tests
 * of the schema's shape) the schema still builds, and a subscription would fail when run.
 */
export async function createSchema(options: { pubSub?: EventBus } = {}): Promise<GraphQLSchema> {
  const pubSub = subscriptionPubSub(options.pubSub ?? noPubSub);
  const built = await buildSchema({ resolvers, validate: false, pubSub });
  return applyGuards(withGuardDirectives(built));
}

const HEADER = "# Generated from the server's type-graphql classes by `npm run schema`. Do not edit by hand.\n\n";

/** The SDL committed as ../schema.graphql, directives included. */
export function printSchemaFile(schema: GraphQLSchema): string {
  return HEADER + printSchemaWithDirectives(lexicographicSortSchema(schema)) + "\n";
}
