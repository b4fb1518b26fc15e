import type { DataSource } from "typeorm";
import { writeAudit } from "../../core/audit.js";
import type { CatalogueCache } from "../../core/catalogue-cache.js";
import { isUniqueViolation } from "../../core/db-errors.js";
import { AppError, ErrorCode, badInput, type FieldProblem } from "../../core/errors.js";
import { LegalPageKind, type LegalLocale, type LegalPage } from "./company.js";

const LOCALES: readonly LegalLocale[] = ["en", "es", "ar", "zh"];
const VERSION = /^[0-9]{4}-(0[1-9]|1[0-2])(-(0[1-9]|[12][0-9]|3[01]))?$/;
const BODY_MAX = 40_000;

interface LegalRow {
  kind: LegalPageKind;
  locale: LegalLocale;
  version: string;
  body: string;
  published_at: Date;
}

const toPage = (row: LegalRow): LegalPage => ({
  kind: row.kind,
  locale: row.locale,
  version: row.version,
  body: row.body,
  publishedAt: row.published_at,
});

/** The language asked for when the site speaks it ("es-MX" reads "es"), else English. */
export function legalLocaleOf(locale: string | null | undefined): LegalLocale {
  const base = locale?.toLowerCase().split("-")[0];
  return LOCALES.find((l) => l === base) ?? "en";
}

/**
 * The privacy and cookie notices: each publication is a new version in one language, kept with the
 * ones before it. (The charter terms are the agreements module's, the ones quotes are accepted under.)
 */
export class LegalPagesService {
  constructor(
    private readonly db: DataSource,
    private readonly catalogue: CatalogueCache,
  ) {}

  /** The latest version in the language asked for, else in English; null while none is published. */
  async current(kind: LegalPageKind, locale: string | null | undefined): Promise<LegalPage | null> {
    const wanted = legalLocaleOf(locale);
    const pages = await this.catalogue.get(`legalPages ${kind}`, () => this.latestByLocale(kind));
    return pages.find((p) => p.locale === wanted) ?? pages.find((p) => p.locale === "en") ?? null;
  }

  /** Every version of a notice, newest first, for admins. */
  async versions(kind: LegalPageKind): Promise<LegalPage[]> {
    const rows = (await this.db.query(
      `SELECT kind, locale, version, body, published_at FROM legal_page WHERE kind = $1 ORDER BY published_at DESC, locale`,
      [kind],
    )) as LegalRow[];
    return rows.map(toPage);
  }

  /** Publishes a new version of a notice in one language (audited); CONFLICT when that version exists. */
  async publish(
    input: { kind: LegalPageKind; locale: string; version: string; body: string },
    actorUserId: string,
  ): Promise<LegalPage> {
    const body = input.body.replace(/\r\n?/g, "\n").trim();
    const version = input.version.trim();
    const problems: FieldProblem[] = [];
    if (!LOCALES.includes(input.locale as LegalLocale))
      problems.push({ field: "locale", message: "One of en, es, ar, zh." });
    if (!VERSION.test(version)) problems.push({ field: "version", message: "A date: YYYY-MM or YYYY-MM-DD." });
    if (!body) problems.push({ field: "body", message: "Required." });
    else if (body.length > BODY_MAX) problems.push({ field: "body", message: `At most ${BODY_MAX} characters.` });
    if (problems.length) throw badInput(problems);
    try {
      return await this.db.transaction(async (tx) => {
        const [row] = (await tx.query(
          `INSERT INTO legal_page (kind, locale, version, body, published_by) VALUES ($1, $2, $3, $4, $5)
           RETURNING kind, locale, version, body, published_at`,
          [input.kind, input.locale, version, body, actorUserId],
        )) as LegalRow[];
        await writeAudit(tx, [
          {
            actorUserId,
            action: "legal_page.publish",
            entity: "legal_page",
            entityId: null,
            before: null,
            after: { kind: input.kind, locale: input.locale, version },
          },
        ]);
        return toPage(row!);
      });
    } catch (error) {
      if (isUniqueViolation(error))
        throw new AppError(ErrorCode.CONFLICT, "This version is already published in this language: give a new one.", [
          { field: "version", message: "Already published." },
        ]);
      throw error;
    } finally {
      this.catalogue.clear();
    }
  }

  private async latestByLocale(kind: LegalPageKind): Promise<LegalPage[]> {
    const rows = (await this.db.query(
      `SELECT DISTINCT ON (locale) kind, locale, version, body, published_at FROM legal_page
       WHERE kind = $1 ORDER BY locale, published_at DESC, version DESC`,
      [kind],
    )) as LegalRow[];
    return rows.map(toPage);
  }
}
