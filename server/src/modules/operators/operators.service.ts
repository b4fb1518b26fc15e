import type { DataSource, EntityManager } from "typeorm";
import { diffFields, writeAudit } from "../../core/audit.js";
import { isUniqueViolation } from "../../core/db-errors.js";
import { AppError, badInput, ErrorCode, type FieldProblem } from "../../core/errors.js";
import { isUuid } from "../../core/ids.js";
import { keysetPage, keysetSort, SortDirection, type ConnectionShape, type PageArgs } from "../../core/pagination.js";
import { containsPattern } from "../../core/search.js";
import type { AirportsService } from "../airports/index.js";
import { OperatorEntity } from "./operator.entity.js";
import type { Operator, OperatorDraft, OperatorFilter } from "./operator.js";
import { operatorColumns, todayUtc, type OperatorColumns } from "./operator-rules.js";
import { toOperator } from "./operator.mappers.js";

/** Operators by name (A to Z), then oldest first. */
const BY_NAME = keysetSort<OperatorEntity>("op", "NAME", SortDirection.ASC, {
  path: "op.name",
  kind: "text",
  cast: "text",
  key: (row) => row.name,
});

const AOC_TAKEN = "An operator with this AOC number in this country exists already.";

export class OperatorsService {
  constructor(
    private readonly db: DataSource,
    private readonly airports: AirportsService,
  ) {}

  /** Operators matching the filter, by name (staff). Quotable is as of `now`'s day. */
  async list(
    filter: OperatorFilter | null | undefined,
    page: PageArgs,
    now: Date = new Date(),
  ): Promise<ConnectionShape<Operator>> {
    const today = todayUtc(now);
    const problems: FieldProblem[] = [];
    const query = this.db.getRepository(OperatorEntity).createQueryBuilder("op");
    const search = filter?.search?.trim().toLowerCase();
    if (search) {
      const pattern = containsPattern(search, "filter.search", problems);
      const tail = containsPattern(search.replace(/[\s-]/g, "").toUpperCase(), "filter.search", []);
      query.andWhere(
        `(op.search_text LIKE :pattern ESCAPE '\\' OR EXISTS (
           SELECT 1 FROM fleet_aircraft fa WHERE fa.operator_id = op.id AND fa.registration_key LIKE :tail ESCAPE '\\'))`,
        { pattern, tail },
      );
    }
    if (filter?.quotable != null) {
      const valid = "(op.aocExpiresOn >= :today AND op.insuranceExpiresOn >= :today)";
      query.andWhere(filter.quotable ? valid : `NOT ${valid}`, { today });
    }
    if (problems.length) throw badInput(problems);
    return keysetPage(query, BY_NAME, page, (row) => toOperator(row, today));
  }

  async byId(id: string, now: Date = new Date()): Promise<Operator | null> {
    if (!isUuid(id)) return null;
    const row = await this.db.getRepository(OperatorEntity).findOneBy({ id });
    return row && toOperator(row, todayUtc(now));
  }

  /** Adds an operator (audited). BAD_USER_INPUT naming each faulty `input.*` field; CONFLICT for an AOC number taken. */
  async create(draft: OperatorDraft, actorUserId: string | null, { demo = false } = {}): Promise<Operator> {
    const columns = await this.checked(draft);
    return this.unlessAocTaken(() =>
      this.db.transaction(async (tx) => {
        const repo = tx.getRepository(OperatorEntity);
        const row = await repo.save(repo.create({ ...columns, demo }));
        await writeAudit(tx, [
          {
            actorUserId,
            action: "operator.create",
            entity: "charter_operator",
            entityId: row.id,
            before: null,
            after: { ...columns },
          },
        ]);
        return toOperator(row, todayUtc());
      }),
    );
  }

  /** Replaces every field of an operator, contacts and audits included (audited); NOT_FOUND for an unknown id. */
  async update(id: string, draft: OperatorDraft, actorUserId: string | null): Promise<Operator> {
    const columns = await this.checked(draft);
    return this.unlessAocTaken(() =>
      this.db.transaction(async (tx) => {
        const current = await lockedOperator(tx, id);
        const change = diffFields(
          {
            ...current,
            safetyAudits: JSON.stringify(current.safetyAudits),
            contacts: JSON.stringify(current.contacts),
          },
          {
            ...columns,
            safetyAudits: JSON.stringify(columns.safetyAudits),
            contacts: JSON.stringify(columns.contacts),
          },
        );
        if (change) {
          await tx.getRepository(OperatorEntity).update({ id: current.id }, columns);
          await writeAudit(tx, [
            { actorUserId, action: "operator.update", entity: "charter_operator", entityId: current.id, ...change },
          ]);
        }
        return toOperator(await tx.getRepository(OperatorEntity).findOneByOrFail({ id: current.id }), todayUtc());
      }),
    );
  }

  /** The draft's columns, or BAD_USER_INPUT with every problem, the country's included. */
  private async checked(draft: OperatorDraft): Promise<OperatorColumns> {
    const { columns, problems } = operatorColumns(draft);
    if (!problems.some((p) => p.field === "input.country") && !(await this.isKnownCountry(columns.countryCode)))
      problems.push({ field: "input.country", message: `No country has the code ${columns.countryCode}.` });
    if (problems.length) throw badInput(problems);
    return columns;
  }

  /** A country of the airport dataset: every country an operator can fly from has airports there. */
  private async isKnownCountry(code: string): Promise<boolean> {
    await this.airports.ensureLoaded();
    const rows = (await this.db.query(`SELECT 1 FROM airport WHERE country_code = $1 LIMIT 1`, [code])) as unknown[];
    return rows.length > 0;
  }

  private async unlessAocTaken<T>(write: () => Promise<T>): Promise<T> {
    try {
      return await write();
    } catch (error) {
      if (isUniqueViolation(error, "charter_operator_aoc_key"))
        throw new AppError(ErrorCode.CONFLICT, AOC_TAKEN, [{ field: "input.aocNumber", message: AOC_TAKEN }]);
      throw error;
    }
  }
}

/** The operator's row, locked for the caller's transaction; NOT_FOUND when there is none. */
export async function lockedOperator(tx: EntityManager, id: string): Promise<OperatorEntity> {
  const row = isUuid(id)
    ? await tx.getRepository(OperatorEntity).findOne({ where: { id }, lock: { mode: "pessimistic_write" } })
    : null;
  if (!row) throw new AppError(ErrorCode.NOT_FOUND, "No operator with this id.");
  return row;
}
