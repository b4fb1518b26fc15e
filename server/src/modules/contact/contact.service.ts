import { createHash } from "node:crypto";
import type { DataSource } from "typeorm";
import { badInput, type FieldProblem } from "../../core/errors.js";
import { insertWithFreshCode } from "../../core/fresh-code.js";
import { idempotencyKeyProblems, submitOnce } from "../../core/submit-once.js";
import type { Logger } from "../../logger.js";
import { approvedAffiliateId } from "../affiliates/index.js";
import { randomCode } from "../../core/codes.js";
import { announce, LeadActivityKind, type LeadEvents, LeadSource, type LeadsService } from "../leads/index.js";
import { ContactMessageEntity } from "./contact-message.entity.js";
import type { ContactReceipt, NewContactMessage } from "./contact-message.js";
import { blankToNull, formProblems, localeCode, localeProblems, referralProblems } from "../../core/form-checks.js";
import { cleanForm, contactFields, type FormValues } from "../../core/rules/index.js";

type NormalizedMessage = FormValues<typeof contactFields> & { locale: string; referralCode: string | null };

function normalize(input: NewContactMessage): NormalizedMessage {
  return {
    ...cleanForm(contactFields, input),
    locale: localeCode(input.locale) ?? "en",
    referralCode: blankToNull(input.referralCode),
  };
}

function problemsOf(input: NewContactMessage, m: NormalizedMessage): FieldProblem[] {
  const problems: FieldProblem[] = [];
  formProblems(problems, contactFields, m);
  localeProblems(problems, "locale", input.locale);
  referralProblems(problems, "referralCode", m.referralCode);
  return problems;
}

const toReceipt = (row: ContactMessageEntity): ContactReceipt => ({
  reference: row.reference,
  receivedAt: row.createdAt,
});

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
  async submit(input: NewContactMessage, idempotencyKey: string | null | undefined): Promise<ContactReceipt> {
    const message = normalize(input);
    const problems = [...idempotencyKeyProblems(idempotencyKey), ...problemsOf(input, message)];
    if (problems.length) throw badInput(problems);
    const hash = createHash("sha256").update(JSON.stringify(message)).digest("hex");
    const outcome = await submitOnce(this.db, {
      kind: "contact_message",
      key: idempotencyKey ?? null,
      hash,
      reusedKey: "This idempotency key was already used for a different message: make a new key for a new message.",
      find: (manager, key) => manager.getRepository(ContactMessageEntity).findOneBy({ idempotencyKey: key }),
      make: async (tx) => {
        const lead = await this.leads.upsertFormLead(tx, message, LeadSource.CONTACT);
        const affiliateId = await approvedAffiliateId(tx, message.referralCode);
        // A clash of references draws another one (the idempotency key is settled by submitOnce's lock).
        const row = await insertWithFreshCode(tx, ContactMessageEntity, "contact message reference", () => ({
          ...message,
          reference: `CM-${randomCode(6)}`,
          affiliateId,
          leadId: lead.id,
          idempotencyKey: idempotencyKey ?? null,
          requestHash: hash,
        }));
        await this.leads.recordActivity(tx, {
          leadId: lead.id,
          kind: lead.created ? LeadActivityKind.CREATED : LeadActivityKind.NOTE,
          actorUserId: null,
          body: `Contact message ${row.reference}${message.subject ? ` — ${message.subject}` : ""}: ${message.message}`,
        });
        return { row, leadId: lead.id, leadCreated: lead.created };
      },
    });

    if ("replayed" in outcome) return toReceipt(outcome.replayed);
    const { made } = outcome;
    await announce(this.log, () => this.events.publishLeadEvent(made.leadCreated ? "CREATED" : "UPDATED", made.leadId));
    return toReceipt(made.row);
  }
}
