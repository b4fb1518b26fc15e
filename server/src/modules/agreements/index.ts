// What other features may use of agreements: the service that checks the terms' version and records
// an acceptance (quotes.service.ts, when a quote is accepted); and what the GraphQL layer composes:
// its resolvers, loaders and the context they read.

// Its GraphQL types are decorated classes: the metadata polyfill must load before them, whichever
// module imports this index first (a unit test, a job, a router).
import "reflect-metadata";
import { AgreementAcceptedByResolver, BookingAgreementResolver, CharterTermsResolver } from "./agreements.resolver.js";

export type { BookingAgreement, CharterTerms } from "./agreement.js";
export { CURRENT_TERMS_VERSION, termsLocaleOf } from "./charter-terms.js";
// Built and injected by services.ts: other features only name the type.
export type { AgreementsService } from "./agreements.service.js";
export { createAgreementLoaders, type AgreementLoaders } from "./agreement-loaders.js";
export type { AgreementsContext } from "./agreements.context.js";
export const resolvers = [CharterTermsResolver, BookingAgreementResolver, AgreementAcceptedByResolver] as const;
