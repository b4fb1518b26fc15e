import type { DataSource, EntityManager } from "typeorm";
import { writeAudit } from "../../core/audit.js";
import { badInput, type FieldProblem } from "../../core/errors.js";
import { CURRENCY_CODES, isCurrency, type CurrencyCode } from "../../core/rules/index.js";
import { enqueueMail } from "../../mail/outbox.js";
import { paymentReceivedEmail } from "../../mail/payment-mail.js";
import {
  depositMinorOf,
  outstandingMinorOf,
  priceMinorOf,
  rateOf,
  type Booking,
  type BookingsService,
} from "../bookings/index.js";
import type { PaymentRules, PricingService } from "../pricing/index.js";
import { PaymentInstructionEntity, InstallmentEntity, PaymentEntity } from "./payment.entities.js";
import { PaymentKind } from "./payment.enums.js";
import type { NewPayment, PaymentInstruction, PaymentInstructionChange, PaymentRecord } from "./payment.js";
import { planSchedule } from "./payment-schedule.js";
import { INSTRUCTIONS_MAX, paymentInputProblems } from "./payment.validation.js";
import { bookingRecipient } from "./payment-recipient.js";

export const toPaymentRecord = (row: PaymentEntity): PaymentRecord => ({
  id: row.id,
  bookingId: row.bookingId,
  kind: row.kind,
  amount: row.amountMinor / 100,
  currency: row.currency,
  receivedOn: row.receivedOn,
  method: row.method,
  reference: row.reference,
  noteText: row.note,
  recordedByUserId: row.recordedByUserId,
  createdAt: row.createdAt,
});

/** What a booking made now is priced at in `currency`: the fixed rate, the deposit, and the rules its schedule follows. */
export interface BookingMoney {
  currency: CurrencyCode;
  usdRate: number;
  depositMinor: number;
  rules: PaymentRules;
}

export class PaymentsService {
  constructor(
    private readonly db: DataSource,
    private readonly bookings: BookingsService,
    private readonly pricing: PricingService,
    private readonly siteUrl: string,
  ) {}

  /** The currency (USD unless one of the nine is asked for), its rate now, and the deposit on this price. */
  async moneyFor(tx: EntityManager, currency: string | null | undefined, priceUsdCents: number): Promise<BookingMoney> {
    const chosen: CurrencyCode = isCurrency(currency) ? currency : "USD";
    const usdRate = rateOf(chosen);
    const rules = await this.pricing.paymentRules(tx);
    return {
      currency: chosen,
      usdRate,
      depositMinor: depositMinorOf(priceMinorOf(priceUsdCents, usdRate), rules.depositPercent),
      rules,
    };
  }

  /** A new booking's deposit and balance with their due dates, in the caller's transaction. */
  async openSchedule(tx: EntityManager, booking: Booking, rules: PaymentRules): Promise<void> {
    const parts = planSchedule(
      booking.priceMinor,
      booking.depositMinor,
      booking.createdAt,
      booking.departsAtUtc,
      rules,
    );
    if (parts.length)
      await tx.getRepository(InstallmentEntity).insert(parts.map((part) => ({ bookingId: booking.id, ...part })));
  }

  /**
   * Staff record a payment or refund in the booking's currency: the booking's totals and payment
   * status follow, the change is audited, and a payment is confirmed to the customer by email.
   */
  async record(bookingId: string, input: NewPayment, actorUserId: string | null, now = new Date()): Promise<Booking> {
    const booking = await this.db.transaction(async (tx) => {
      const before = await this.bookings.lockForUpdate(tx, bookingId);
      const kept = before.paidMinor - before.refundedMinor;
      const problems = paymentInputProblems(
        input,
        { keptMinor: kept, outstandingMinor: outstandingMinorOf(before), currency: before.currency },
        now,
      );
      if (problems.length) throw badInput(problems);
      const amountMinor = Math.round(input.amount * 100);
      const inserted = await tx.getRepository(PaymentEntity).insert({
        bookingId: before.id,
        kind: input.kind,
        amountMinor,
        currency: before.currency,
        receivedOn: input.receivedOn,
        method: input.method,
        reference: input.reference?.trim() || null,
        note: input.note?.trim() || null,
        recordedByUserId: actorUserId,
      });
      const refund = input.kind === PaymentKind.REFUND;
      const { booking, before: statusBefore } = await this.bookings.applyPaymentTotals(tx, before.id, {
        paidMinor: before.paidMinor + (refund ? 0 : amountMinor),
        refundedMinor: before.refundedMinor + (refund ? amountMinor : 0),
      });
      await writeAudit(tx, [
        {
          actorUserId,
          action: refund ? "booking.refund" : "booking.payment",
          entity: "booking",
          entityId: before.id,
          before: { paymentStatus: statusBefore, paid: kept / 100 },
          after: {
            paymentStatus: booking.paymentStatus,
            paid: (booking.paidMinor - booking.refundedMinor) / 100,
            record: {
              id: (inserted.identifiers[0] as { id: string }).id,
              kind: input.kind,
              amount: amountMinor / 100,
              currency: before.currency,
              receivedOn: input.receivedOn,
              method: input.method,
              reference: input.reference?.trim() || null,
            },
          },
        },
      ]);
      if (!refund) await this.mailReceipt(tx, booking, amountMinor, input.receivedOn);
      return booking;
    });
    await this.bookings.announce(booking);
    return booking;
  }

  private async mailReceipt(
    tx: EntityManager,
    booking: Booking,
    amountMinor: number,
    receivedOn: string,
  ): Promise<void> {
    const to = await bookingRecipient(tx, booking.id);
    if (!to) return;
    const mail = paymentReceivedEmail({
      locale: to.locale,
      name: to.name,
      number: booking.number,
      route: booking.route,
      currency: booking.currency,
      amount: amountMinor / 100,
      receivedOn,
      paid: (booking.paidMinor - booking.refundedMinor) / 100,
      outstanding: outstandingMinorOf(booking) / 100,
      link: new URL(`/customer/requests/${booking.quoteRequestId}`, this.siteUrl).toString(),
    });
    await enqueueMail(tx, { to: to.email, locale: to.locale, kind: "payment_received", ...mail });
  }

  /** The bank transfer instructions of every currency, in the site's order; null where none are set. */
  async instructions(manager: EntityManager = this.db.manager): Promise<PaymentInstruction[]> {
    const rows = await manager.getRepository(PaymentInstructionEntity).find();
    return CURRENCY_CODES.map((currency) => {
      const row = rows.find((r) => r.currency === currency);
      return { currency, instructions: row?.instructions ?? null, updatedAt: row?.updatedAt ?? null };
    });
  }

  /** Sets or removes (blank) the instructions of the currencies given; each change is audited. */
  async updateInstructions(
    changes: PaymentInstructionChange[],
    actorUserId: string | null,
  ): Promise<PaymentInstruction[]> {
    const problems: FieldProblem[] = [];
    changes.forEach((change, i) => {
      if (!isCurrency(change.currency))
        problems.push({ field: `input[${i}].currency`, message: "Must be one of the nine currencies." });
      if (changes.findIndex((other) => other.currency === change.currency) !== i)
        problems.push({ field: `input[${i}].currency`, message: "This currency is listed twice." });
      if ((change.instructions?.trim().length ?? 0) > INSTRUCTIONS_MAX)
        problems.push({ field: `input[${i}].instructions`, message: `At most ${INSTRUCTIONS_MAX} characters.` });
    });
    if (problems.length) throw badInput(problems);
    return this.db.transaction(async (tx) => {
      const repo = tx.getRepository(PaymentInstructionEntity);
      for (const change of changes) {
        const current = await repo.findOne({
          where: { currency: change.currency },
          lock: { mode: "pessimistic_write" },
        });
        const next = change.instructions?.trim() || null;
        if ((current?.instructions ?? null) === next) continue;
        if (next) await repo.upsert({ currency: change.currency, instructions: next }, ["currency"]);
        else await repo.delete({ currency: change.currency });
        await writeAudit(tx, [
          {
            actorUserId,
            action: "payment.instructions",
            entity: "payment_instruction",
            entityId: change.currency,
            before: { instructions: current?.instructions ?? null },
            after: { instructions: next },
          },
        ]);
      }
      return this.instructions(tx);
    });
  }
}
