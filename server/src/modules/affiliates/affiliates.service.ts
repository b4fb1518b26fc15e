import type { DataSource, EntityManager, Repository } from "typeorm";
import { enqueueMail } from "../../mail/outbox.js";
import { affiliateDecisionEmail } from "../../mail/affiliate-decision.js";
import { AppError, badInput, ErrorCode, type FieldProblem } from "../../core/errors.js";
import { createdSort, keysetPage, type ConnectionShape, type PageArgs } from "../../core/pagination.js";
import { lockForTransaction } from "../../core/advisory-lock.js";
import { withFreshCode } from "../../core/fresh-code.js";
import type { Logger } from "../../logger.js";
import { writeAudit } from "../../core/audit.js";
import { isUuid } from "../../core/ids.js";
import { randomCode } from "../../core/codes.js";
import { formProblems, localeCode, localeProblems } from "../../core/form-checks.js";
import { affiliateFields, cleanForm, type FormValues } from "../../core/rules/index.js";
import { announce, LeadActivityKind, type LeadEvents, LeadSource, type LeadsService } from "../leads/index.js";
import { AffiliateApplicationEntity } from "./affiliate-application.entity.js";
import type { AffiliateApplication, NewAffiliateApplication } from "./affiliate-application.js";
import { AffiliateApplicationStatus as Status } from "./affiliate.enums.js";
import { toAffiliateApplication } from "./affiliate.mappers.js";
import { assertAffiliateTransition } from "./affiliate-status-moves.js";
import {
  affiliateIdOfUser,
  referralsOf,
  statementOf,
  type AffiliateReferral,
  type AffiliateStatement,
} from "./affiliate-statement.js";
import { AFFILIATE_PAGE, checkDecision, type ReviewDecision } from "./affiliate-review.js";

const CODE_LENGTH = 8;

/** What an approved affiliate sees of its own work. */
export interface AffiliateAccount {
  referralCode: string;
  commissionRatePercent: number;
  referrals: AffiliateReferral[];
  statement: AffiliateStatement;
}

type NormalizedApplication = FormValues<typeof affiliateFields> & { locale: string };

const normalize = (input: NewAffiliateApplication): NormalizedApplication => ({
  ...cleanForm(affiliateFields, input),
  locale: localeCode(input.locale) ?? "en",
});

function problemsOf(input: NewAffiliateApplication, app: NormalizedApplication): FieldProblem[] {
  const problems: FieldProblem[] = [];
  formProblems(problems, affiliateFields, app);
  localeProblems(problems, "locale", input.locale);
  return problems;
}

/** The applicant's details: the application asks for no phone. */
const applicant = ({ name, email, company }: NormalizedApplication) => ({ name, email, phone: null, company });

/** The lead note's text: the website, if any, and the audience in the applicant's words. */
function describe(app: NormalizedApplication): string {
  return `${app.website ? ` (${app.website})` : ""}: ${app.audience}`;
}

/** Whether every field of the form but the address (the same by lookup) says what the stored application says. */
const sameMessage = (row: AffiliateApplicationEntity, app: NormalizedApplication) =>
  (Object.keys(affiliateFields) as (keyof typeof affiliateFields)[]).every((field) => row[field] === app[field]);

/** The answer to an email that already has an application: only what this caller sent, as received now. */
function asSent(app: NormalizedApplication, existing: AffiliateApplicationEntity): AffiliateApplication {
  return {
    id: existing.id,
    ...app,
    status: Status.PENDING,
    referralCode: null,
    commissionRatePercent: null,
    rejectionReason: null,
    createdAt: new Date(),
    reviewedAt: null,
    reviewNoteText: null,
    reviewedByUserId: null,
    leadId: existing.leadId,
  };
}

export class AffiliatesService {
  constructor(
    private readonly db: DataSource,
    private readonly leads: LeadsService,
    private readonly events: LeadEvents,
    private readonly log: Logger,
    /** The site's own URL, which the decision emails link to. */
    private readonly siteUrl: string,
  ) {}

  /**
   * A public application. The answer is always what the caller sent, as a pending application:
   * whoever types an email must not learn whether its owner applied or is an affiliate. While one
   * from this email is pending or approved, no second application is made; a message that differs
   * from it is kept as a note on the lead for staff. After a rejection a new one is made. Creates
   * or updates the open lead for the email (source AFFILIATE when new).
   */
  async apply(input: NewAffiliateApplication): Promise<AffiliateApplication> {
    const app = normalize(input);
    const problems = problemsOf(input, app);
    if (problems.length) throw badInput(problems);

    const outcome = await this.db.transaction(async (tx) => {
      await lockForTransaction(tx, `affiliate_application:${app.email}`);
      const repo = tx.getRepository(AffiliateApplicationEntity);
      const open = await repo.findOne({
        where: [
          { email: app.email, status: Status.PENDING },
          { email: app.email, status: Status.APPROVED },
        ],
      });
      if (open) {
        if (!sameMessage(open, app)) {
          await this.leads.recordActivity(tx, {
            leadId: open.leadId,
            kind: LeadActivityKind.NOTE,
            actorUserId: null,
            body: `Affiliate application again${describe(app)}`,
          });
          return { row: open, created: false as const, announceLead: open.leadId, leadCreated: false };
        }
        return { row: open, created: false as const, announceLead: null, leadCreated: false };
      }
      const lead = await this.leads.upsertFormLead(tx, applicant(app), LeadSource.AFFILIATE);
      const [{ id }] = (await repo.insert({ ...app, status: Status.PENDING, leadId: lead.id })).identifiers as [
        { id: string },
      ];
      await this.leads.recordActivity(tx, {
        leadId: lead.id,
        kind: lead.created ? LeadActivityKind.CREATED : LeadActivityKind.NOTE,
        actorUserId: null,
        body: `Affiliate application${describe(app)}`,
      });
      return {
        row: await repo.findOneByOrFail({ id }),
        created: true as const,
        announceLead: lead.id,
        leadCreated: lead.created,
      };
    });
    const { announceLead } = outcome;
    if (announceLead)
      await announce(this.log, () =>
        this.events.publishLeadEvent(outcome.leadCreated ? "CREATED" : "UPDATED", announceLead),
      );
    return outcome.created ? toAffiliateApplication(outcome.row) : asSent(app, outcome.row);
  }

  /** Staff's list: every application (or those in one status), newest first. */
  list(status: Status | null | undefined, page: PageArgs): Promise<ConnectionShape<AffiliateApplication>> {
    const query = this.db.getRepository(AffiliateApplicationEntity).createQueryBuilder("aff");
    if (status) query.where("aff.status = :status", { status });
    return keysetPage(query, createdSort<AffiliateApplicationEntity>("aff"), page, toAffiliateApplication);
  }

  /**
   * Approves a pending application at a commission rate (issuing a unique referral code) or rejects
   * it with a reason, or revokes an approved affiliate (the code is kept but attributes nothing
   * more). The applicant is emailed a decision on a pending application in their language, queued
   * in the same transaction. Written to the audit log.
   */
  async review(id: string, decision: ReviewDecision, actorUserId: string): Promise<AffiliateApplication> {
    const checked = checkDecision(decision);
    const row = await this.db.transaction(async (tx) => {
      const repo = tx.getRepository(AffiliateApplicationEntity);
      const current = isUuid(id) ? await repo.findOne({ where: { id }, lock: { mode: "pessimistic_write" } }) : null;
      if (!current) throw new AppError(ErrorCode.NOT_FOUND, "No affiliate application with this id.");
      const to = checked.approve ? Status.APPROVED : Status.REJECTED;
      assertAffiliateTransition(current.status, to);
      const referralCode = checked.approve
        ? await this.freeCode(tx.getRepository(AffiliateApplicationEntity))
        : current.referralCode;
      const commissionRateBp = checked.rateBp ?? current.commissionRateBp;
      await repo.update(
        { id: current.id },
        {
          status: to,
          referralCode,
          commissionRateBp,
          rejectionReason: checked.reason ?? current.rejectionReason,
          reviewNote: checked.note ?? current.reviewNote,
          reviewedByUserId: actorUserId,
          reviewedAt: new Date(),
        },
      );
      await writeAudit(tx, [
        {
          actorUserId,
          action: "affiliate.review",
          entity: "affiliate_application",
          entityId: current.id,
          before: { status: current.status, referralCode: current.referralCode },
          after: {
            status: to,
            referralCode,
            note: checked.note,
            ...(checked.rateBp === null ? {} : { commissionRateBp: checked.rateBp }),
            ...(checked.reason === null ? {} : { reason: checked.reason }),
          },
        },
      ]);
      const updated = await repo.findOneByOrFail({ id: current.id });
      // A revoked affiliate hears it from staff in person: the email explains a first decision only.
      if (current.status === Status.PENDING) await this.mailDecision(tx, updated);
      return updated;
    });
    return toAffiliateApplication(row);
  }

  private async mailDecision(tx: EntityManager, row: AffiliateApplicationEntity): Promise<void> {
    const at = (path: string) => new URL(path, this.siteUrl).toString();
    const mail =
      row.status === Status.APPROVED
        ? affiliateDecisionEmail({
            approved: true,
            locale: row.locale,
            name: row.name,
            referralCode: row.referralCode!,
            ratePercent: row.commissionRateBp! / 100,
            shareLink: at(`/?ref=${row.referralCode!}`),
            link: at(AFFILIATE_PAGE),
          })
        : affiliateDecisionEmail({
            approved: false,
            locale: row.locale,
            name: row.name,
            reason: row.rejectionReason ?? "",
            link: at("/affiliate"),
          });
    await enqueueMail(tx, { to: row.email, locale: row.locale, kind: "affiliate_decision", ...mail });
  }

  /** The signed-in user's affiliate page: null unless their proven email is an approved affiliate's. */
  async accountOf(userId: string): Promise<AffiliateAccount | null> {
    const affiliateId = await affiliateIdOfUser(this.db.manager, userId);
    const statement = affiliateId ? await statementOf(this.db.manager, affiliateId) : null;
    if (!affiliateId || !statement) return null;
    return {
      referralCode: statement.referralCode,
      commissionRatePercent: statement.commissionRateBp / 100,
      referrals: await referralsOf(this.db.manager, affiliateId),
      statement,
    };
  }

  /** Staff's view of an affiliate's commissions; NOT_FOUND for an application never approved. */
  async statement(applicationId: string): Promise<AffiliateStatement> {
    const statement = isUuid(applicationId) ? await statementOf(this.db.manager, applicationId) : null;
    if (!statement) throw new AppError(ErrorCode.NOT_FOUND, "No affiliate with this id.");
    return statement;
  }

  /**
   * Staff record that a won booking's commission was paid: the amount at the affiliate's rate now
   * is kept as paid. Once only (a second time is a CONFLICT); written to the audit log.
   */
  async markCommissionPaid(bookingId: string, actorUserId: string): Promise<AffiliateStatement> {
    const affiliateId = await this.db.transaction(async (tx) => {
      const [booking] = (
        isUuid(bookingId)
          ? await tx.query(
              `SELECT b.id, b.status, r.affiliate_id, round(b.price_usd_cents * a.commission_rate_bp::numeric / 10000)::int AS amount
                 FROM booking b JOIN quote_request r ON r.id = b.quote_request_id
                 JOIN affiliate_application a ON a.id = r.affiliate_id
                WHERE b.id = $1 FOR UPDATE OF b`,
              [bookingId],
            )
          : []
      ) as { id: string; status: string; affiliate_id: string; amount: number }[];
      if (!booking) throw new AppError(ErrorCode.NOT_FOUND, "No booking referred by an affiliate with this id.");
      if (booking.status === "CANCELLED")
        throw new AppError(ErrorCode.CONFLICT, "A cancelled booking earns no commission.");
      const inserted = (await tx.query(
        `INSERT INTO affiliate_commission_payment (booking_id, affiliate_id, amount_usd_cents, paid_by_user_id)
         VALUES ($1, $2, $3, $4) ON CONFLICT (booking_id) DO NOTHING RETURNING paid_at`,
        [booking.id, booking.affiliate_id, booking.amount, actorUserId],
      )) as unknown[];
      if (!inserted.length) throw new AppError(ErrorCode.CONFLICT, "This commission is already marked paid.");
      await writeAudit(tx, [
        {
          actorUserId,
          action: "affiliate.commission_paid",
          entity: "booking",
          entityId: booking.id,
          before: { paid: false },
          after: { paid: true, affiliateId: booking.affiliate_id, amountUsdCents: booking.amount },
        },
      ]);
      return booking.affiliate_id;
    });
    return this.statement(affiliateId);
  }

  /** A code no application has (31⁸ ≈ 852 billion; the UNIQUE column still guards a concurrent clash). */
  private freeCode(repo: Repository<AffiliateApplicationEntity>): Promise<string> {
    return withFreshCode("referral code", async () => {
      const code = randomCode(CODE_LENGTH);
      return (await repo.existsBy({ referralCode: code })) ? null : code;
    });
  }
}
