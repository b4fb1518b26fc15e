import "reflect-metadata";
import { printSchemaWithDirectives } from "@graphql-tools/utils";
import { lexicographicSortSchema, type GraphQLSchema } from "graphql";
import { buildSchema } from "type-graphql";
import type { EventBus } from "../core/events.js";
import * as account from "../modules/account/index.js";
import * as affiliates from "../modules/affiliates/index.js";
import * as aircraft from "../modules/aircraft/index.js";
import * as airports from "../modules/airports/index.js";
import * as analytics from "../modules/analytics/index.js";
import * as staffSearch from "../modules/staff-search/index.js";
import * as staffPreferences from "../modules/staff-preferences/index.js";
import * as company from "../modules/company/index.js";
import * as audit from "../modules/audit/index.js";
import * as bookings from "../modules/bookings/index.js";
import * as agreements from "../modules/agreements/index.js";
import * as payments from "../modules/payments/index.js";
import * as contact from "../modules/contact/index.js";
import * as conversations from "../modules/conversations/index.js";
import * as leads from "../modules/leads/index.js";
import * as offers from "../modules/offers/index.js";
import * as emptyLegs from "../modules/empty-legs/index.js";
import * as operators from "../modules/operators/index.js";
import * as passengers from "../modules/passengers/index.js";
import * as pricing from "../modules/pricing/index.js";
import * as programs from "../modules/programs/index.js";
import * as quotes from "../modules/quotes/index.js";
import * as rfqs from "../modules/rfqs/index.js";
import * as testimonials from "../modules/testimonials/index.js";
import * as users from "../modules/users/index.js";
import { applyGuards, withGuardDirectives } from "./guards.js";
import { noPubSub, subscriptionPubSub } from "./pubsub.js";

// Every module hands its resolvers out through its door (modules/<name>/index.ts).
export const resolvers = [
  ...offers.resolvers,
  ...emptyLegs.resolvers,
  ...users.resolvers,
  ...account.resolvers,
  ...airports.resolvers,
  ...aircraft.resolvers,
  ...programs.resolvers,
  ...pricing.resolvers,
  ...quotes.resolvers,
  ...leads.resolvers,
  ...bookings.resolvers,
  ...agreements.resolvers,
  ...payments.resolvers,
  ...testimonials.resolvers,
  ...contact.resolvers,
  ...affiliates.resolvers,
  ...analytics.resolvers,
  ...staffPreferences.resolvers,
  ...company.resolvers,
  ...staffSearch.resolvers,
  ...audit.resolvers,
  ...operators.resolvers,
  ...rfqs.resolvers,
  ...passengers.resolvers,
  ...conversations.resolvers,
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
