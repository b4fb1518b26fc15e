import type { DataSource } from "typeorm";
import type { LoaderOptions } from "../core/batches.js";
import { createAirportLoaders, type AirportLoaders } from "../modules/airports/index.js";
import { createBookingLoaders, type BookingLoaders } from "../modules/bookings/index.js";
import { createAgreementLoaders, type AgreementLoaders } from "../modules/agreements/index.js";
import { createPaymentLoaders, type PaymentLoaders } from "../modules/payments/index.js";
import { createConversationLoaders, type ConversationLoaders } from "../modules/conversations/index.js";
import { createLeadLoaders, type LeadLoaders } from "../modules/leads/index.js";
import { createOperatorLoaders, type OperatorLoaders } from "../modules/operators/index.js";
import { createPassengerLoaders, type PassengerLoaders } from "../modules/passengers/index.js";
import { createQuoteLoaders, type QuoteLoaders } from "../modules/quotes/index.js";
import { createRfqLoaders, type RfqLoaders } from "../modules/rfqs/index.js";
import { createUserLoaders, type UserLoaders } from "../modules/users/index.js";

// One set of loaders per request (request-context.ts): every nested list or relation is fetched
// with one statement per level of the query, however many parents the page holds. Each module
// owns its loaders (they read its tables and answer its types); this only puts them together.
// Loaders only read; who may see a parent was decided by the root field that returned it.

export type Loaders = LeadLoaders &
  QuoteLoaders &
  BookingLoaders &
  AgreementLoaders &
  PaymentLoaders &
  UserLoaders &
  AirportLoaders &
  OperatorLoaders &
  PassengerLoaders &
  RfqLoaders &
  ConversationLoaders;

export function createLoaders(db: DataSource, options: LoaderOptions = {}): Loaders {
  return {
    ...createLeadLoaders(db, options),
    ...createQuoteLoaders(db, options),
    ...createBookingLoaders(db, options),
    ...createAgreementLoaders(db, options),
    ...createPaymentLoaders(db, options),
    ...createUserLoaders(db, options),
    ...createAirportLoaders(db, options),
    ...createOperatorLoaders(db, options),
    ...createPassengerLoaders(db, options),
    ...createRfqLoaders(db, options),
    ...createConversationLoaders(db, options),
  };
}
