import type { EntityManager } from "typeorm";
import { badInput } from "../../core/errors.js";
import type { PricingService } from "../pricing/index.js";
import type { BookingAgreement, CharterTerms, NewAgreement } from "./agreement.js";
import { BookingAgreementEntity } from "./agreement.entity.js";
import { CURRENT_TERMS_VERSION, currentTerms } from "./charter-terms.js";

export const toAgreement = (row: BookingAgreementEntity): BookingAgreement => ({
  bookingId: row.bookingId,
  termsVersion: row.termsVersion,
  termsLocale: row.termsLocale,
  cancellationSchedule: row.cancellationSchedule,
  operatorConditions: row.operatorConditions,
  quoteValidUntil: row.quoteValidUntil,
  acceptedAt: row.acceptedAt,
  acceptedByUserId: row.acceptedByUserId,
});

export class AgreementsService {
  constructor(private readonly pricing: PricingService) {}

  /** The current terms in a language, with today's cancellation schedule. */
  async terms(locale: string | null | undefined): Promise<CharterTerms> {
    const { cancellationSchedule } = await this.pricing.paymentRules();
    return { ...currentTerms(locale), cancellationSchedule };
  }

  /** Refuses an acceptance that does not name the current terms (the customer must have read them). */
  assertCurrentVersion(termsVersion: string | null | undefined): void {
    if (!termsVersion?.trim())
      throw badInput([
        { field: "termsVersion", message: `Read and accept the charter terms: version ${CURRENT_TERMS_VERSION}.` },
      ]);
    if (termsVersion.trim() !== CURRENT_TERMS_VERSION)
      throw badInput([
        {
          field: "termsVersion",
          message: `The charter terms are now version ${CURRENT_TERMS_VERSION}: read them again before accepting.`,
        },
      ]);
  }

  /** Stores the acceptance with the booking, in the caller's transaction, with the schedule in force now. */
  async record(tx: EntityManager, agreement: NewAgreement, now: Date): Promise<BookingAgreement> {
    const { cancellationSchedule } = await this.pricing.paymentRules(tx);
    const row = tx
      .getRepository(BookingAgreementEntity)
      .create({ ...agreement, cancellationSchedule, acceptedAt: now });
    await tx.getRepository(BookingAgreementEntity).insert(row);
    return toAgreement(row);
  }
}
