import DataLoader from "dataloader";
import { In, type DataSource } from "typeorm";
import { oneByKey, type LoaderOptions } from "../../core/batches.js";
import { BookingEntity } from "./booking.entity.js";
import type { Booking } from "./booking.js";
import { toBooking } from "./booking.mappers.js";

export interface BookingLoaders {
  /** The booking an accepted quote request made (QuoteRequest.booking), or null. */
  bookingByQuoteRequest: DataLoader<string, Booking | null>;
}

export function createBookingLoaders(db: DataSource, { cache = true }: LoaderOptions = {}): BookingLoaders {
  return {
    bookingByQuoteRequest: new DataLoader(
      async (requestIds) => {
        const rows = await db.getRepository(BookingEntity).findBy({ quoteRequestId: In([...requestIds]) });
        return oneByKey(requestIds, rows.map(toBooking), (booking) => booking.quoteRequestId);
      },
      { cache },
    ),
  };
}
