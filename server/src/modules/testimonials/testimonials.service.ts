import type { DataSource } from "typeorm";
import type { Viewer } from "../../core/viewer.js";
import { AppError, badInput, ErrorCode, type FieldProblem } from "../../core/errors.js";
import { createdSort, keysetPage, type ConnectionShape, type PageArgs } from "../../core/pagination.js";
import { writeAudit } from "../../core/audit.js";
import { isUuid } from "../../core/ids.js";
import {
  isSiteLocale,
  lengthBetween,
  localeCode,
  localeProblems,
  nameProblems,
  oneLine,
} from "../../core/form-checks.js";
import { isUniqueViolation } from "../../core/db-errors.js";
import { TestimonialEntity } from "./testimonial.entity.js";
import { TestimonialStatus } from "./testimonial.enums.js";
import type { NewTestimonial, Testimonial } from "./testimonial.js";
import { toTestimonial } from "./testimonial.mappers.js";
import { assertTestimonialTransition } from "./testimonial-status-moves.js";

const PUBLIC_DEFAULT = 6;
const PUBLIC_MAX = 50;

export class TestimonialsService {
  constructor(private readonly db: DataSource) {}

  /** Approved testimonials for the site: featured first, then newest; in one language when asked. */
  async listPublic(first: number | null | undefined, locale: string | null | undefined): Promise<Testimonial[]> {
    const problems: FieldProblem[] = [];
    const limit = first ?? PUBLIC_DEFAULT;
    if (!Number.isInteger(limit) || limit < 1 || limit > PUBLIC_MAX)
      problems.push({ field: "first", message: `Must be from 1 to ${PUBLIC_MAX}.` });
    localeProblems(problems, "locale", locale);
    if (problems.length) throw badInput(problems);
    const query = this.db
      .getRepository(TestimonialEntity)
      .createQueryBuilder("t")
      .where("t.status = :status", { status: TestimonialStatus.APPROVED })
      .orderBy("t.featured", "DESC")
      .addOrderBy("t.createdAt", "DESC")
      .addOrderBy("t.id", "DESC")
      .limit(limit);
    const code = localeCode(locale);
    if (code) query.andWhere("t.locale = :locale", { locale: code });
    return (await query.getMany()).map(toTestimonial);
  }

  /** The customer's own testimonials, every status, newest first. */
  listMine(viewer: Viewer, page: PageArgs): Promise<ConnectionShape<Testimonial>> {
    const query = this.db
      .getRepository(TestimonialEntity)
      .createQueryBuilder("t")
      .where("t.authorUserId = :userId", { userId: viewer.userId });
    return keysetPage(query, createdSort<TestimonialEntity>("t"), page, toTestimonial);
  }

  /** Staff's review queue: every testimonial (or those in one status), newest first. */
  listForReview(status: TestimonialStatus | null | undefined, page: PageArgs): Promise<ConnectionShape<Testimonial>> {
    const query = this.db.getRepository(TestimonialEntity).createQueryBuilder("t");
    if (status) query.where("t.status = :status", { status });
    return keysetPage(query, createdSort<TestimonialEntity>("t"), page, toTestimonial);
  }

  /**
   * A customer's testimonial, PENDING until staff review it. One pending per customer: a second is
   * a CONFLICT (the partial unique index settles concurrent calls the same way).
   */
  async submit(input: NewTestimonial, viewer: Viewer): Promise<Testimonial> {
    const [account] = (await this.db.query(
      `SELECT user_metadata->>'name' AS name, locale FROM auth_user WHERE id = $1`,
      [viewer.userId],
    )) as {
      name: string | null;
      locale: string | null;
    }[];
    const problems: FieldProblem[] = [];
    const authorName = oneLine(input.authorName) || oneLine(account?.name);
    nameProblems(problems, "authorName", authorName);
    if (!Number.isInteger(input.rating) || input.rating < 1 || input.rating > 5)
      problems.push({ field: "rating", message: "From 1 to 5 stars." });
    const text = input.text.trim();
    lengthBetween(problems, "text", text, 10, 1_000);
    localeProblems(problems, "locale", input.locale);
    const bookingId = input.bookingId ?? null;
    if (bookingId !== null && !(await this.isFlownBookingOf(bookingId, viewer.userId))) {
      problems.push({ field: "bookingId", message: "Choose one of your own flights that has been flown." });
    }
    if (problems.length) throw badInput(problems);
    const accountLocale = localeCode(account?.locale);
    const locale = localeCode(input.locale) ?? (isSiteLocale(accountLocale) ? accountLocale : "en");

    const repo = this.db.getRepository(TestimonialEntity);
    if (await repo.existsBy({ authorUserId: viewer.userId, status: TestimonialStatus.PENDING }))
      throw pendingConflict();
    try {
      const [{ id }] = (
        await repo.insert({
          authorUserId: viewer.userId,
          authorName,
          rating: input.rating,
          body: text,
          locale,
          status: TestimonialStatus.PENDING,
          featured: false,
          bookingId,
        })
      ).identifiers as [{ id: string }];
      return toTestimonial(await repo.findOneByOrFail({ id }));
    } catch (error) {
      if (isUniqueViolation(error, "testimonial_one_pending_key")) throw pendingConflict();
      if (isUniqueViolation(error, "testimonial_one_per_booking"))
        throw new AppError(ErrorCode.CONFLICT, "You have already reviewed this flight.");
      throw error;
    }
  }

  private async isFlownBookingOf(bookingId: string, userId: string): Promise<boolean> {
    if (!isUuid(bookingId)) return false;
    const rows: unknown[] = await this.db.query(
      `SELECT 1 FROM booking WHERE id = $1 AND customer_user_id = $2 AND status = 'COMPLETED'`,
      [bookingId, userId],
    );
    return rows.length > 0;
  }

  /**
   * Approves or rejects (or changes `featured` of an approved one), along the documented moves;
   * written to the audit log. Rejecting unfeatures; `featured` omitted keeps the current value.
   */
  async review(
    id: string,
    status: TestimonialStatus,
    featured: boolean | null | undefined,
    actorUserId: string,
  ): Promise<Testimonial> {
    if (featured && status !== TestimonialStatus.APPROVED) {
      throw badInput([{ field: "featured", message: "Only an approved testimonial can be featured." }]);
    }
    const row = await this.db.transaction(async (tx) => {
      const repo = tx.getRepository(TestimonialEntity);
      const current = isUuid(id) ? await repo.findOne({ where: { id }, lock: { mode: "pessimistic_write" } }) : null;
      if (!current) throw new AppError(ErrorCode.NOT_FOUND, "No testimonial with this id.");
      assertTestimonialTransition(current.status, status);
      const nextFeatured = status === TestimonialStatus.APPROVED ? (featured ?? current.featured) : false;
      await repo.update(
        { id: current.id },
        { status, featured: nextFeatured, reviewedByUserId: actorUserId, reviewedAt: new Date() },
      );
      await writeAudit(tx, [
        {
          actorUserId,
          action: "testimonial.review",
          entity: "testimonial",
          entityId: current.id,
          before: { status: current.status, featured: current.featured },
          after: { status, featured: nextFeatured },
        },
      ]);
      return repo.findOneByOrFail({ id: current.id });
    });
    return toTestimonial(row);
  }
}

const pendingConflict = () =>
  new AppError(
    ErrorCode.CONFLICT,
    "You already have a testimonial waiting for review: we will publish or answer it first.",
  );
