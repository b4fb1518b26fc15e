import { createHash } from "node:crypto";
import type { DataSource, EntityManager } from "typeorm";
import { AppError, badInput, ErrorCode, type FieldProblem } from "../../core/errors.js";
import type { Logger } from "../../logger.js";
import { approvedAffiliateId } from "../affiliates/referrals.js";
import { randomCode } from "../common/codes.js";
import { announce, type LeadEvents } from "../leads/lead-events.js";
import { LeadActivityKind, LeadSource } from "../leads/lead.enums.js";
import type { LeadsService } from "../leads/leads.service.js";
import { idempotencyKeyProblems } from "../quotes/quote-request.validation.js";
import { ContactMessageEntity } from "./contact-message.entity.js";
import type { ContactReceipt } from "./contact-receipt.type.js";
import type { ContactMessageInput } from "./contact.input.js";
import {
  blankToNull,
  controlProblems,
  emailProblems,
  lengthBetween,
  localeCode,
  localeProblems,
  maxLength,
  nameProblems,
  oneLine,
  phoneProblems,
  referralProblems,
} from "../../core/form-checks.js";
import { formLeadScore, formLeadScoreParts } from "../leads/lead-scoring.js";

const REFERENCE_ATTEMPTS = 5;

interface NormalizedMessage {
  name: string;
  email: string;
  phone: string | null;
  company: string | null;
  subject: string | null;
  message: string;
  locale: string;
  referralCode: string | null;
}

function normalize(input: ContactMessageInput): NormalizedMessage {
  return {
    name: oneLine(input.name),
    email: input.email.trim().toLowerCase(),
    phone: blankToNull(input.phone),
    company: blankToNull(input.company),
    subject: blankToNull(input.subject),
    message: input.message.trim(),
    locale: localeCode(input.locale) ?? "en",
    referralCode: blankToNull(input.referralCode),
  };
}

function problemsOf(input: ContactMessageInput, m: NormalizedMessage): FieldProblem[] {
  const problems: FieldProblem[] = [];
  nameProblems(problems, "name", m.name);
  emailProblems(problems, "email", m.email);
  phoneProblems(problems, "phone", m.phone);
  maxLength(problems, "company", m.company, 120);
  controlProblems(problems, "company", m.company);
  maxLength(problems, "subject", m.subject, 200);
  controlProblems(problems, "subject", m.subject);
  lengthBetween(problems, "message", m.message, 10, 5_000);
  controlProblems(problems, "message", m.message, true);
  localeProblems(problems, "locale", input.locale);
  referralProblems(problems, "referralCode", m.referralCode);
  return problems;
}

const toReceipt = (row: ContactMessageEntity): ContactReceipt => ({ reference: row.reference, receivedAt: row.createdAt });

export class ContactService {
  constructor(
    private readonly db: DataSource,
    private readonly leads: LeadsService,
    private readonly events: LeadEvents,
    private readonly log: Logger,
  ) {}

  /**
   * Stores the message and, in the same transaction, creates or updates the open lead for the
   * email (source CONTACT when new) with the message on its timeline. Idempotent like
   * submitQuoteRequest: one key, one message; the same key with another message is a CONFLICT.
   */
  async submit(input: ContactMessageInput, idempotencyKey: string | null | undefined): Promise<ContactReceipt> {
    const message = normalize(input);
    const problems = [...idempotencyKeyProblems(idempotencyKey), ...problemsOf(input, message)];
    if (problems.length) throw badInput(problems);
    const key = idempotencyKey ?? null;
    const hash = createHash("sha256").update(JSON.stringify(message)).digest("hex");
    if (key) {
      const earlier = await this.db.getRepository(ContactMessageEntity).findOneBy({ idempotencyKey: key });
      if (earlier) return replayed(earlier, hash);
    }

    const outcome = await this.db.transaction(async (tx) => {
      if (key) {
        await tx.query(`SELECT pg_advisory_xact_lock(hashtextextended($1, 0))`, [`contact_message:${key}`]);
        const earlier = await tx.getRepository(ContactMessageEntity).findOneBy({ idempotencyKey: key });
        if (earlier) return { row: earlier, replay: true as const };
      }
      const lead = await this.leads.upsertOpenLead(tx, {
        contactName: message.name,
        email: message.email,
        phone: message.phone,
        company: message.company,
        source: LeadSource.CONTACT,
        score: formLeadScore({ email: message.email, hasPhone: message.phone !== null, hasCompany: message.company !== null }),
        scoreParts: formLeadScoreParts({ email: message.email, hasPhone: message.phone !== null, hasCompany: message.company !== null }),
        valueUsdCents: 0,
      });
      const row = await this.insert(tx, message, { key, hash, leadId: lead.id, affiliateId: await approvedAffiliateId(tx, message.referralCode) });
      await this.leads.recordActivity(tx, {
        leadId: lead.id,
        kind: lead.created ? LeadActivityKind.CREATED : LeadActivityKind.NOTE,
        actorUserId: null,
        body: `Contact message ${row.reference}${message.subject ? ` — ${message.subject}` : ""}: ${message.message}`,
      });
      return { row, replay: false as const, leadId: lead.id, leadCreated: lead.created };
    });

    if (outcome.replay) return replayed(outcome.row, hash);
    await announce(this.log, () => this.events.publishLeadEvent(outcome.leadCreated ? "CREATED" : "UPDATED", outcome.leadId));
    return toReceipt(outcome.row);
  }

  private async insert(
    tx: EntityManager,
    m: NormalizedMessage,
    meta: { key: string | null; hash: string; leadId: string; affiliateId: string | null },
  ): Promise<ContactMessageEntity> {
    for (let attempt = 0; attempt < REFERENCE_ATTEMPTS; attempt++) {
      const result = await tx
        .createQueryBuilder()
        .insert()
        .into(ContactMessageEntity)
        .values({ ...m, reference: `CM-${randomCode(6)}`, affiliateId: meta.affiliateId, leadId: meta.leadId, idempotencyKey: meta.key, requestHash: meta.hash })
        // A clash of references draws another one (the idempotency key is settled by the lock above).
        .orIgnore()
        .returning(["id"])
        .execute();
      const id = (result.raw as { id: string }[])[0]?.id;
      if (id) return tx.getRepository(ContactMessageEntity).findOneByOrFail({ id });
    }
    throw new Error(`no free contact message reference after ${REFERENCE_ATTEMPTS} attempts`);
  }
}

function replayed(row: ContactMessageEntity, hash: string): ContactReceipt {
  if (row.requestHash !== hash) {
    throw new AppError(ErrorCode.CONFLICT, "This idempotency key was already used for a different message: make a new key for a new message.");
  }
  return toReceipt(row);
}
