import DataLoader from "dataloader";
import { In, type DataSource } from "typeorm";
import { groupByKey, oneByKey, type LoaderOptions } from "../../core/batches.js";
import type { CurrencyCode } from "../../core/rules/index.js";
import { InstallmentEntity, PaymentEntity, PaymentInstructionEntity } from "./payment.entities.js";
import type { PaymentRecord } from "./payment.js";
import type { StoredInstallment } from "./payment-schedule.js";
import { toPaymentRecord } from "./payments.service.js";

export interface PaymentLoaders {
  /** A booking's deposit and balance as fixed when it was made (Booking.paymentSchedule). */
  installmentsByBooking: DataLoader<string, StoredInstallment[]>;
  /** A booking's payments and refunds, oldest first (Booking.payments). */
  paymentsByBooking: DataLoader<string, PaymentRecord[]>;
  /** The bank transfer instructions of a currency (Booking.paymentInstructions); null where none are set. */
  instructionsByCurrency: DataLoader<CurrencyCode, string | null>;
}

export function createPaymentLoaders(db: DataSource, { cache = true }: LoaderOptions = {}): PaymentLoaders {
  return {
    installmentsByBooking: new DataLoader(
      async (bookingIds) => {
        const rows = await db.getRepository(InstallmentEntity).findBy({ bookingId: In([...bookingIds]) });
        return groupByKey(bookingIds, rows, (row) => row.bookingId);
      },
      { cache },
    ),
    paymentsByBooking: new DataLoader(
      async (bookingIds) => {
        const rows = await db
          .getRepository(PaymentEntity)
          .find({ where: { bookingId: In([...bookingIds]) }, order: { createdAt: "ASC", id: "ASC" } });
        return groupByKey(bookingIds, rows.map(toPaymentRecord), (row) => row.bookingId);
      },
      { cache },
    ),
    instructionsByCurrency: new DataLoader(
      async (currencies) => {
        const rows = await db.getRepository(PaymentInstructionEntity).findBy({ currency: In([...currencies]) });
        return oneByKey(currencies, rows, (row) => row.currency).map((row) => row?.instructions ?? null);
      },
      { cache },
    ),
  };
}
