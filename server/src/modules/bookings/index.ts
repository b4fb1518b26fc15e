// What other features may use of bookings: the Booking type, its statuses and the filtered query
// the CSV export streams.

// Its GraphQL types are decorated classes: the metadata polyfill must load before them, whichever
// module imports this index first (a unit test, a job, a router).
import "reflect-metadata";
export { Booking } from "./booking.type.js";
export { BookingStatus, PaymentStatus } from "./booking.enums.js";
export { bookingFilterQuery } from "./booking-query.js";
export type { BookingFilter } from "./booking.input.js";
// Built and injected by services.ts: other features only name the type.
export type { BookingsService } from "./bookings.service.js";
