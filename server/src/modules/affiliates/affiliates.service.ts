import type { DataSource, Repository } from "typeorm";
import { AppError, badInput, ErrorCode, type FieldProblem } from "../../core/errors.js";
import { createdSort, keysetPage, type ConnectionShape, type PageArgs } from "../../core/pagination.js";
import { lockForTransaction } from "../../core/advisory-lock.js";
import { withFreshCode } from "../../core/fresh-code.js";
import type { Logger } from "../../logger.js";
import { writeAudit } from "../../core/audit.js";
import { isUuid } from "../../core/ids.js";
import { randomCode } from "../../core/codes.js";
import { blankToNull, formProblems, localeCode, localeProblems } from "../../core/form-checks.js";
import { affiliateFields, cleanForm, type FormValues } from "../../core/rules/index.js";
import { announce, LeadActivityKind, type LeadEvents, LeadSource, type LeadsService } from "../leads/index.js";
import { AffiliateApplicationEntity } from "./affiliate-application.entity.js";
import type { AffiliateApplication, NewAffiliateApplication } from "./affiliate-application.js";
import { AffiliateApplicationStatus as Status } from "./affiliate.enums.js";
import { toAffiliateApplication } from "./affiliate.mappers.js";
import { assertAffiliateTransition } from "./affiliate-status-moves.js";

const CODE_LENGTH = 8;
const NOTE_MAX = 2_000;

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
   * Approves (issuing a unique referral code) or rejects a pending application, or revokes an
   * approved affiliate (the code is kept but attributes nothing more). Written to the audit log.
   */
  async review(
    id: string,
    approve: boolean,
    note: string | null | undefined,
    actorUserId: string,
  ): Promise<AffiliateApplication> {
    const reviewNote = blankToNull(note);
    if (reviewNote !== null && reviewNote.length > NOTE_MAX)
      throw badInput([{ field: "note", message: `At most ${NOTE_MAX.toLocaleString("en-US")} characters.` }]);
    const row = await this.db.transaction(async (tx) => {
      const repo = tx.getRepository(AffiliateApplicationEntity);
      const current = isUuid(id) ? await repo.findOne({ where: { id }, lock: { mode: "pessimistic_write" } }) : null;
      if (!current) throw new AppError(ErrorCode.NOT_FOUND, "No affiliate application with this id.");
      const to = approve ? Status.APPROVED : Status.REJECTED;
      assertAffiliateTransition(current.status, to);
      const referralCode = approve
        ? await this.freeCode(tx.getRepository(AffiliateApplicationEntity))
        : current.referralCode;
      await repo.update(
        { id: current.id },
        {
          status: to,
          referralCode,
          reviewNote: reviewNote ?? current.reviewNote,
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
          after: { status: to, referralCode, note: reviewNote },
        },
      ]);
      return repo.findOneByOrFail({ id: current.id });
    });
    return toAffiliateApplication(row);
  }

  /** A code no application has (31⁸ ≈ 852 billion; the UNIQUE column still guards a concurrent clash). */
  private freeCode(repo: Repository<AffiliateApplicationEntity>): Promise<string> {
    return withFreshCode("referral code", async () => {
      const code = randomCode(CODE_LENGTH);
      return (await repo.existsBy({ referralCode: code })) ? null : code;
    });
  }
}
