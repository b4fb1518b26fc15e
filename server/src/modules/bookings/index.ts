// What other features may use of bookings: the Booking type and its loader, its statuses and the
// filtered query the CSV export streams; and what the GraphQL layer composes: its resolvers,
// loaders and the context they read.

// Its GraphQL types are decorated classes: the metadata polyfill must load before them, whichever
// module imports this index first (a unit test, a job, a router).
import "reflect-metadata";
import { BookingsResolver } from "./bookings.resolver.js";

export type { Booking, BookingFilter } from "./booking.js";
export { BookingObject } from "./booking.type.js";
export { BookingStatus, PaymentStatus } from "./booking.enums.js";
export { bookingFilterQuery } from "./booking-query.js";
export { depositMinorOf, outstandingMinorOf, priceMinorOf, rateOf } from "./booking-money.js";
// Built and injected by services.ts: other features only name the type.
export type { BookingsService, PaymentTotalsChange } from "./bookings.service.js";
export { createBookingLoaders, type BookingLoaders } from "./booking-loaders.js";
export type { BookingsContext } from "./bookings.context.js";
export const resolvers = [BookingsResolver] as const;
