import { In, type DataSource, type EntityManager } from "typeorm";
import { diffFields, writeAudit } from "../../core/audit.js";
import { isUniqueViolation } from "../../core/db-errors.js";
import { AppError, badInput, ErrorCode, type FieldProblem } from "../../core/errors.js";
import { greatCircleNm } from "../../core/geo.js";
import { isUuid } from "../../core/ids.js";
import { PAGE_SIZE_DEFAULT, PAGE_SIZE_MAX } from "../../core/pagination.js";
import { normalizeAirportCode, type AirportPoint, type AirportsService } from "../airports/index.js";
import { FleetAircraftEntity } from "./fleet-aircraft.entity.js";
import type {
  FleetAircraft,
  FleetAircraftDraft,
  FleetImportReport,
  RejectedFleetRow,
  SuitableAircraft,
  SuitableAircraftQuery,
} from "./fleet-aircraft.js";
import { byColumn, columnOf, readFleetFile } from "./fleet-csv.js";
import {
  aircraftColumns,
  registrationKey,
  SEATS_MAX,
  SEATS_MIN,
  unknownBase,
  type AircraftColumns,
  type AircraftProblem,
} from "./fleet-rules.js";
import { todayUtc } from "./operator-rules.js";
import { toFleetAircraft } from "./operator.mappers.js";
import { FleetRowProblemCode } from "./operators.enums.js";
import { lockedOperator } from "./operators.service.js";

/** The farthest a suggestion may look: half the Earth's circumference, in nautical miles. */
export const DISTANCE_MAX_NM = 10_800;

type StoredColumns = AircraftColumns & { baseAirportId: number; baseAirportCode: string };

const REGISTRATION_TAKEN: FieldProblem = {
  field: "input.registration",
  message: "Another aircraft has this registration.",
};
const IMPORT_RACED: FieldProblem = {
  field: "csv",
  message: "Another import stored one of these aircraft meanwhile: import the file again.",
};

/** Problems as the GraphQL input names its fields ("input.seats"). */
const asInputProblems = (problems: readonly AircraftProblem[]): FieldProblem[] =>
  problems.map((p) => ({ field: `input.${p.field}`, message: p.message }));

export class FleetService {
  constructor(
    private readonly db: DataSource,
    private readonly airports: AirportsService,
  ) {}

  async byId(id: string): Promise<FleetAircraft | null> {
    if (!isUuid(id)) return null;
    const row = await this.db.getRepository(FleetAircraftEntity).findOneBy({ id });
    return row && toFleetAircraft(row);
  }

  /** An operator's aircraft, by registration. */
  async ofOperator(operatorId: string): Promise<FleetAircraft[]> {
    if (!isUuid(operatorId)) return [];
    const rows = await this.db
      .getRepository(FleetAircraftEntity)
      .find({ where: { operatorId }, order: { registration: "ASC" } });
    return rows.map(toFleetAircraft);
  }

  /** Adds an aircraft to an operator's fleet (audited). CONFLICT when its registration is taken. */
  async add(operatorId: string, draft: FleetAircraftDraft, actorUserId: string | null): Promise<FleetAircraft> {
    const columns = await this.checked(draft);
    return unlessRegistrationTaken(REGISTRATION_TAKEN, () =>
      this.db.transaction(async (tx) => {
        const operator = await lockedOperator(tx, operatorId);
        const repo = tx.getRepository(FleetAircraftEntity);
        const row = await repo.save(repo.create({ ...columns, operatorId: operator.id }));
        await writeAudit(tx, [
          {
            actorUserId,
            action: "aircraft.create",
            entity: "fleet_aircraft",
            entityId: row.id,
            before: null,
            after: { operatorId: operator.id, ...columns },
          },
        ]);
        return toFleetAircraft(row);
      }),
    );
  }

  /** Replaces every field of an aircraft (audited); its operator stays. */
  async update(id: string, draft: FleetAircraftDraft, actorUserId: string | null): Promise<FleetAircraft> {
    const columns = await this.checked(draft);
    return unlessRegistrationTaken(REGISTRATION_TAKEN, () =>
      this.db.transaction(async (tx) => {
        const current = await lockedAircraft(tx, id);
        const change = diffFields(current, columns);
        if (change) {
          await tx.getRepository(FleetAircraftEntity).update({ id: current.id }, columns);
          await writeAudit(tx, [
            { actorUserId, action: "aircraft.update", entity: "fleet_aircraft", entityId: current.id, ...change },
          ]);
        }
        return toFleetAircraft(await tx.getRepository(FleetAircraftEntity).findOneByOrFail({ id: current.id }));
      }),
    );
  }

  /** Takes an aircraft out of its operator's fleet (audited); answers what it was. */
  async remove(id: string, actorUserId: string | null): Promise<FleetAircraft> {
    return this.db.transaction(async (tx) => {
      const current = await lockedAircraft(tx, id);
      await tx.getRepository(FleetAircraftEntity).delete({ id: current.id });
      const { id: _, createdAt: __, updatedAt: ___, ...before } = current;
      await writeAudit(tx, [
        { actorUserId, action: "aircraft.remove", entity: "fleet_aircraft", entityId: current.id, before, after: null },
      ]);
      return toFleetAircraft(current);
    });
  }

  /**
   * Reads a fleet file for an operator: every row that passes is stored in one transaction, added or
   * (matched by registration) updated; every other row is reported with its problems and stores
   * nothing. Importing the same file again changes nothing. Aircraft the file does not name stay.
   */
  async importFleet(
    operatorId: string,
    csv: string,
    actorUserId: string | null,
    now: Date = new Date(),
  ): Promise<FleetImportReport> {
    const file = readFleetFile(csv);
    if (Array.isArray(file)) throw badInput(file);

    const checked = file.rows.map((row) => {
      const { columns, baseAirport, problems } = aircraftColumns(row.draft, now);
      return { ...row, columns, baseAirport, problems: [...row.problems, ...problems.map(asRowProblem)] };
    });
    const bases = await this.airports.findByCodes(checked.flatMap((row) => (row.baseAirport ? [row.baseAirport] : [])));
    const firstRowOf = new Map<string, number>();
    for (const row of checked) {
      const missing = unknownBase(row.baseAirport, bases);
      if (missing) row.problems.push(asRowProblem(missing));
      if (!row.columns.registration) continue;
      const key = registrationKey(row.columns.registration);
      const first = firstRowOf.get(key);
      if (first === undefined) firstRowOf.set(key, row.row);
      else
        row.problems.push({
          field: columnOf("registration"),
          code: FleetRowProblemCode.DUPLICATE_IN_FILE,
          message: `Already on row ${first}.`,
        });
    }

    return unlessRegistrationTaken(IMPORT_RACED, () =>
      this.db.transaction(async (tx) => {
        // One import at a time per operator: the second waits and then finds the first one's rows.
        const operator = await lockedOperator(tx, operatorId);
        const candidates = checked.filter((row) => row.problems.length === 0);
        const keys = candidates.map((row) => registrationKey(row.columns.registration));
        const existing = keys.length
          ? await tx
              .getRepository(FleetAircraftEntity)
              .createQueryBuilder("fa")
              .where("fa.registration_key IN (:...keys)", { keys })
              .setLock("pessimistic_write")
              .getMany()
          : [];
        const byKey = new Map(existing.map((row) => [registrationKey(row.registration), row]));
        const repo = tx.getRepository(FleetAircraftEntity);
        const counts = { created: 0, updated: 0, unchanged: 0 };
        const changes: { registration: string; before: Record<string, unknown> | null }[] = [];
        for (const row of candidates) {
          const base = bases.get(row.baseAirport!)!;
          const columns: StoredColumns = { ...row.columns, baseAirportId: base.id, baseAirportCode: base.code };
          const current = byKey.get(registrationKey(columns.registration));
          if (current && current.operatorId !== operator.id) {
            row.problems.push({
              field: columnOf("registration"),
              code: FleetRowProblemCode.OTHER_OPERATOR,
              message: "This aircraft is in another operator's fleet: remove it there first.",
            });
            continue;
          }
          if (!current) {
            await repo.insert({ ...columns, operatorId: operator.id });
            counts.created++;
            changes.push({ registration: columns.registration, before: null });
            continue;
          }
          const change = diffFields(current, columns);
          if (!change) {
            counts.unchanged++;
            continue;
          }
          await repo.update({ id: current.id }, columns);
          counts.updated++;
          changes.push({ registration: columns.registration, before: change.before });
        }
        if (changes.length)
          await writeAudit(tx, [
            {
              actorUserId,
              action: "fleet.import",
              entity: "charter_operator",
              entityId: operator.id,
              before: Object.fromEntries(changes.filter((c) => c.before).map((c) => [c.registration, c.before])),
              after: { ...counts, registrations: changes.map((c) => c.registration) },
            },
          ]);
        const rejected: RejectedFleetRow[] = checked
          .filter((row) => row.problems.length > 0)
          .map((row) => ({
            row: row.row,
            registration: row.registration,
            problems: onePerCell(row.problems).toSorted(byColumn),
          }));
        return {
          operatorId: operator.id,
          rows: checked.length,
          ...counts,
          rejected,
          ignoredColumns: file.ignoredColumns,
        };
      }),
    );
  }

  /**
   * Aircraft a trip could use: of operators quotable today, of the category (any when none), with
   * at least `minSeats` seats, based within `maxDistanceNm` of the airport; nearest first (great
   * circle between the airports), then the smallest that fits, then by registration.
   */
  async suitableAircraft(query: SuitableAircraftQuery, now: Date = new Date()): Promise<SuitableAircraft[]> {
    const problems: FieldProblem[] = [];
    const code = normalizeAirportCode(query.nearAirport);
    const minSeats = query.minSeats ?? 1;
    const first = query.first ?? PAGE_SIZE_DEFAULT;
    const maxDistance = query.maxDistanceNm ?? null;
    if (!Number.isInteger(minSeats) || minSeats < SEATS_MIN || minSeats > SEATS_MAX)
      problems.push({ field: "minSeats", message: `Must be from ${SEATS_MIN} to ${SEATS_MAX}.` });
    if (maxDistance !== null && (!Number.isInteger(maxDistance) || maxDistance < 1 || maxDistance > DISTANCE_MAX_NM))
      problems.push({ field: "maxDistanceNm", message: `Must be from 1 to ${DISTANCE_MAX_NM}.` });
    if (!Number.isInteger(first) || first < 1 || first > PAGE_SIZE_MAX)
      problems.push({ field: "first", message: `Must be from 1 to ${PAGE_SIZE_MAX}.` });
    const airport: AirportPoint | undefined = code ? (await this.airports.findByCodes([code])).get(code) : undefined;
    if (!airport) problems.push({ field: "nearAirport", message: "No airport has this IATA or ICAO code." });
    if (problems.length) throw badInput(problems);

    const today = todayUtc(now);
    const candidates = (await this.db.query(
      `SELECT fa.id, fa.seats, fa.registration, ap.latitude, ap.longitude
         FROM fleet_aircraft fa
         JOIN charter_operator op ON op.id = fa.operator_id
         JOIN airport ap ON ap.id = fa.base_airport_id
        WHERE op.aoc_expires_on >= $1::date AND op.insurance_expires_on >= $1::date
          AND ($2::aircraft_category IS NULL OR fa.category = $2::aircraft_category)
          AND fa.seats >= $3`,
      [today, query.category ?? null, minSeats],
    )) as { id: string; seats: number; registration: string; latitude: number; longitude: number }[];
    const nearest = candidates
      .map((row) => ({ ...row, distanceNm: Math.round(greatCircleNm(airport!, row)) }))
      .filter((row) => maxDistance === null || row.distanceNm <= maxDistance)
      .toSorted(
        (a, b) => a.distanceNm - b.distanceNm || a.seats - b.seats || a.registration.localeCompare(b.registration),
      )
      .slice(0, first);
    const rows = await this.db.getRepository(FleetAircraftEntity).findBy({ id: In(nearest.map((row) => row.id)) });
    const byId = new Map(rows.map((row) => [row.id, toFleetAircraft(row)]));
    return nearest.flatMap((row) => {
      const aircraft = byId.get(row.id);
      return aircraft ? [{ aircraft, distanceNm: row.distanceNm }] : [];
    });
  }

  /** The draft's columns with its base looked up, or BAD_USER_INPUT naming each faulty `input.*` field. */
  private async checked(draft: FleetAircraftDraft): Promise<StoredColumns> {
    const { columns, baseAirport, problems } = aircraftColumns(draft);
    const bases = baseAirport ? await this.airports.findByCodes([baseAirport]) : new Map<string, AirportPoint>();
    const missing = unknownBase(baseAirport, bases);
    if (missing) problems.push(missing);
    if (problems.length) throw badInput(asInputProblems(problems));
    const base = bases.get(baseAirport!)!;
    return { ...columns, baseAirportId: base.id, baseAirportCode: base.code };
  }
}

/** A problem of an aircraft's field as a fleet file's column names it. */
function asRowProblem(problem: AircraftProblem) {
  return { ...problem, field: columnOf(problem.field) };
}

/** The first problem of each cell: a cell that cannot be read is not also out of range. */
function onePerCell<P extends { field: string }>(problems: readonly P[]): P[] {
  return problems.filter((p, i) => problems.findIndex((q) => q.field === p.field) === i);
}

async function lockedAircraft(tx: EntityManager, id: string): Promise<FleetAircraftEntity> {
  const row = isUuid(id)
    ? await tx.getRepository(FleetAircraftEntity).findOne({ where: { id }, lock: { mode: "pessimistic_write" } })
    : null;
  if (!row) throw new AppError(ErrorCode.NOT_FOUND, "No aircraft with this id.");
  return row;
}

/** CONFLICT for a registration another aircraft took: for one aircraft, on its field; for an import, on the file. */
async function unlessRegistrationTaken<T>(conflict: FieldProblem, write: () => Promise<T>): Promise<T> {
  try {
    return await write();
  } catch (error) {
    if (isUniqueViolation(error, "fleet_aircraft_registration_key"))
      throw new AppError(ErrorCode.CONFLICT, conflict.message, [conflict]);
    throw error;
  }
}
