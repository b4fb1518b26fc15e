import type { DataSource, EntityManager } from "typeorm";
import { diffFields, writeAudit } from "../../core/audit.js";
import type { CatalogueCache } from "../../core/catalogue-cache.js";
import { AppError, badInput, ErrorCode, type FieldProblem } from "../../core/errors.js";
import { isUuid } from "../../core/ids.js";
import type { AirportsService } from "../airports/index.js";
import { legColumns, type LegColumns } from "./empty-leg-fields.js";
import { isLive, LEG_SELECT, placeMatches, toEmptyLeg, type LegRow } from "./empty-leg-rows.js";
import { EmptyLegStatus, type EmptyLeg, type EmptyLegDraft, type EmptyLegFilter } from "./empty-leg.js";
import type { RouteAlertsService } from "./route-alerts.service.js";

const DATE = /^\d{4}-\d{2}-\d{2}$/;

/** Audit values in JSON's terms: dates as ISO strings. */
const auditable = (fields: object) =>
  Object.fromEntries(Object.entries(fields).map(([k, v]) => [k, v instanceof Date ? v.toISOString() : v]));

export class EmptyLegsService {
  constructor(
    private readonly db: DataSource,
    private readonly catalogue: CatalogueCache,
    private readonly airports: AirportsService,
    private readonly alerts: RouteAlertsService,
  ) {}

  /** Published legs whose window has not passed, soonest first, narrowed by the visitor's filters. */
  async live(filter: EmptyLegFilter = {}, now = new Date()): Promise<EmptyLeg[]> {
    const problems: FieldProblem[] = [];
    for (const name of ["dateFrom", "dateTo"] as const)
      if (filter[name] && !DATE.test(filter[name]))
        problems.push({ field: `filter.${name}`, message: 'A date like "2027-03-01".' });
    if (filter.seats != null && (!Number.isInteger(filter.seats) || filter.seats < 1 || filter.seats > 50))
      problems.push({ field: "filter.seats", message: "Must be from 1 to 50." });
    if (problems.length) throw badInput(problems);
    // The cached list may hold legs whose window passed since it was loaded: it is checked on every read.
    const all = await this.catalogue.get("emptyLegs", () => this.loadPublished());
    return all.filter(
      (leg) =>
        isLive(leg, now) &&
        (!filter.from || placeMatches(leg.from, filter.from)) &&
        (!filter.to || placeMatches(leg.to, filter.to)) &&
        (!filter.dateFrom || leg.latestLocal.slice(0, 10) >= filter.dateFrom) &&
        (!filter.dateTo || leg.earliestLocal.slice(0, 10) <= filter.dateTo) &&
        (filter.seats == null || (leg.seats ?? 0) >= filter.seats),
    );
  }

  /** When the next live leg leaves the site (what a page listing them is good until), or null. */
  async nextExpiry(now = new Date()): Promise<Date | null> {
    const ends = (await this.live({}, now)).map((leg) => leg.latestAt.getTime());
    return ends.length ? new Date(Math.min(...ends)) : null;
  }

  /** Every leg, drafts and past ones included, latest window first: what staff edit. */
  async all(): Promise<EmptyLeg[]> {
    const rows: LegRow[] = await this.db.query(`${LEG_SELECT} ORDER BY l.earliest_at DESC, l.id`);
    return rows.map(toEmptyLeg);
  }

  /** Creates a draft, or replaces the fields of a leg (a published one stays published); audited. */
  async save(input: EmptyLegDraft, actorUserId: string): Promise<EmptyLeg> {
    // The airport table is filled from the dataset on first use.
    await this.airports.ensureLoaded();
    try {
      return await this.db.transaction(async (tx) => {
        const fields = await legColumns(tx, input);
        if (input.id == null) {
          const names = Object.keys(fields);
          const rows: { id: string }[] = await tx.query(
            `INSERT INTO empty_leg (${names.join(", ")}) VALUES (${names.map((_, i) => `$${i + 1}`).join(", ")}) RETURNING id`,
            Object.values(fields),
          );
          const id = rows[0]!.id;
          await writeAudit(tx, [
            {
              actorUserId,
              action: "empty_leg.create",
              entity: "empty_leg",
              entityId: id,
              before: null,
              after: auditable(fields),
            },
          ]);
          return this.one(tx, id);
        }
        const current = await this.locked(tx, input.id);
        if (current.status === EmptyLegStatus.PUBLISHED) assertPublishable(fields);
        const before = await tx.query(`SELECT ${Object.keys(fields).join(", ")} FROM empty_leg WHERE id = $1`, [
          current.id,
        ]);
        const diff = diffFields(auditable(before[0] as object), auditable(fields));
        if (diff) {
          const names = Object.keys(fields);
          await tx.query(
            `UPDATE empty_leg SET ${names.map((n, i) => `${n} = $${i + 2}`).join(", ")}, updated_at = now() WHERE id = $1`,
            [current.id, ...Object.values(fields)],
          );
          await writeAudit(tx, [
            { actorUserId, action: "empty_leg.update", entity: "empty_leg", entityId: current.id, ...diff },
          ]);
        }
        return this.one(tx, current.id);
      });
    } finally {
      this.catalogue.clear();
    }
  }

  /**
   * Puts a complete draft on the public list and, in the same transaction, emails the confirmed route
   * alerts it matches. Publishing a published leg changes nothing; a leg whose window passed is a CONFLICT.
   */
  async publish(id: string, actorUserId: string, now = new Date()): Promise<EmptyLeg> {
    try {
      return await this.db.transaction(async (tx) => {
        const current = await this.locked(tx, id);
        if (current.status === EmptyLegStatus.PUBLISHED) return current;
        const missing: FieldProblem[] = [];
        if (!current.category) missing.push({ field: "category", message: "Set the aircraft category first." });
        if (current.seats == null) missing.push({ field: "seats", message: "Set the seats available first." });
        if (current.priceUsd == null) missing.push({ field: "priceUsd", message: "Set the price first." });
        if (missing.length) throw badInput(missing);
        if (current.latestAt <= now) throw new AppError(ErrorCode.CONFLICT, "This leg's departure window has passed.");
        await tx.query(
          `UPDATE empty_leg SET status = 'PUBLISHED', published_at = $2, updated_at = now() WHERE id = $1`,
          [current.id, now],
        );
        await writeAudit(tx, [
          {
            actorUserId,
            action: "empty_leg.publish",
            entity: "empty_leg",
            entityId: current.id,
            before: { status: current.status },
            after: { status: EmptyLegStatus.PUBLISHED },
          },
        ]);
        const published = await this.one(tx, current.id);
        await this.alerts.notifyPublished(tx, published, now);
        return published;
      });
    } finally {
      this.catalogue.clear();
    }
  }

  /** Takes a leg off the public list (back to a draft); alerts are not told. */
  async withdraw(id: string, actorUserId: string): Promise<EmptyLeg> {
    try {
      return await this.db.transaction(async (tx) => {
        const current = await this.locked(tx, id);
        if (current.status === EmptyLegStatus.DRAFT) return current;
        await tx.query(`UPDATE empty_leg SET status = 'DRAFT', updated_at = now() WHERE id = $1`, [current.id]);
        await writeAudit(tx, [
          {
            actorUserId,
            action: "empty_leg.withdraw",
            entity: "empty_leg",
            entityId: current.id,
            before: { status: current.status },
            after: { status: EmptyLegStatus.DRAFT },
          },
        ]);
        return this.one(tx, current.id);
      });
    } finally {
      this.catalogue.clear();
    }
  }

  private async loadPublished(): Promise<EmptyLeg[]> {
    const rows: LegRow[] = await this.db.query(
      `${LEG_SELECT} WHERE l.status = 'PUBLISHED' AND l.latest_at > now() ORDER BY l.earliest_at, l.id`,
    );
    return rows.map(toEmptyLeg);
  }

  private async locked(tx: EntityManager, id: string): Promise<EmptyLeg> {
    const found = isUuid(id) ? await tx.query(`SELECT id FROM empty_leg WHERE id = $1 FOR UPDATE`, [id]) : [];
    if (!(found as unknown[]).length) throw new AppError(ErrorCode.NOT_FOUND, "No empty leg with this id.");
    return this.one(tx, id);
  }

  private async one(tx: EntityManager, id: string): Promise<EmptyLeg> {
    const rows: LegRow[] = await tx.query(`${LEG_SELECT} WHERE l.id = $1`, [id]);
    return toEmptyLeg(rows[0]!);
  }
}

/** A published leg keeps what the public list shows. */
function assertPublishable(fields: LegColumns): void {
  const missing: FieldProblem[] = [];
  if (!fields.category) missing.push({ field: "input.category", message: "A published leg needs its category." });
  if (fields.seats === null) missing.push({ field: "input.seats", message: "A published leg needs its seats." });
  if (fields.price_usd_cents === null)
    missing.push({ field: "input.priceUsd", message: "A published leg needs its price." });
  if (missing.length) throw badInput(missing);
}
