// What other features may use of payments: the service that fixes a new booking's money and opens
// its schedule (quotes.service.ts, when a quote is accepted); the reminder job server.ts runs; and
// what the GraphQL layer composes: its resolvers, loaders and the context they read.

// Its GraphQL types are decorated classes: the metadata polyfill must load before them, whichever
// module imports this index first (a unit test, a job, a router).
import "reflect-metadata";
import { BookingPaymentsResolver, PaymentRecordResolver, PaymentsResolver } from "./payments.resolver.js";

export type { PaymentRecord, PaymentInstruction } from "./payment.js";
// Built and injected by services.ts: other features only name the type.
export type { BookingMoney, PaymentsService } from "./payments.service.js";
export { PaymentReminderJob, sendPaymentReminders } from "./payment-reminders.js";
export { createPaymentLoaders, type PaymentLoaders } from "./payment-loaders.js";
export type { PaymentsContext } from "./payments.context.js";
export const resolvers = [PaymentsResolver, BookingPaymentsResolver, PaymentRecordResolver] as const;
