import DataLoader from "dataloader";
import { In, type DataSource } from "typeorm";
import { oneByKey, type LoaderOptions } from "../../core/batches.js";
import type { BookingAgreement } from "./agreement.js";
import { BookingAgreementEntity } from "./agreement.entity.js";
import { toAgreement } from "./agreements.service.js";

export interface AgreementLoaders {
  /** What was agreed when a booking was made (Booking.agreement); null for bookings made before agreements. */
  agreementByBooking: DataLoader<string, BookingAgreement | null>;
}

export function createAgreementLoaders(db: DataSource, { cache = true }: LoaderOptions = {}): AgreementLoaders {
  return {
    agreementByBooking: new DataLoader(
      async (bookingIds) => {
        const rows = await db.getRepository(BookingAgreementEntity).findBy({ bookingId: In([...bookingIds]) });
        return oneByKey(bookingIds, rows.map(toAgreement), (agreement) => agreement.bookingId);
      },
      { cache },
    ),
  };
}
