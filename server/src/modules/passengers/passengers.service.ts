import { randomUUID } from "node:crypto";
import type { DataSource, EntityManager } from "typeorm";
import { writeAudit } from "../../core/audit.js";
import { AppError, badInput, ErrorCode, type FieldProblem } from "../../core/errors.js";
import { isUuid } from "../../core/ids.js";
import type { Sealer } from "../../core/sealing.js";
import type { Viewer } from "../../core/viewer.js";
import type { Logger } from "../../logger.js";
import { announce, type LeadEvents } from "../leads/index.js";
import {
  bookingFacts,
  bookingForChange,
  reachBooking,
  tripLegs,
  worksBooking,
  type BookingFacts,
} from "./booking-access.js";
import { manifestStatuses, type TripLegRow } from "./manifest-status.js";
import { PassengerEntry } from "./passenger.enums.js";
import type {
  Manifest,
  ManifestStatus,
  NewPassenger,
  Passenger,
  PassengerDetails,
  SavedPassenger,
} from "./passenger.js";
import {
  bookingPassengerContext,
  openDetails,
  PASSENGER_COLUMNS,
  PASSENGER_FROM,
  savedPassengerContext,
  sealDetails,
  toPassenger,
  toSavedPassenger,
  type PassengerRow,
  type SavedPassengerRow,
} from "./passenger-rows.js";
import { checkDetails, missingOf } from "./passenger-rules.js";

/** Saved passengers one account keeps. */
export const SAVED_PASSENGERS_MAX = 50;

const today = (now: Date) => now.toISOString().slice(0, 10);
const NO_PASSENGER = () => new AppError(ErrorCode.NOT_FOUND, "No passenger with this id.");

/**
 * A booking's passengers per leg, the customer's saved passengers, and the manifest deadline. Every
 * read of opened details writes an audit row (who, which booking); every change does too, without
 * the details themselves.
 */
export class PassengersService {
  constructor(
    private readonly db: DataSource,
    private readonly sealer: Sealer,
    private readonly events: LeadEvents,
    private readonly log: Logger,
  ) {}

  /** What each booking's manifest lacks (no details opened). */
  statuses(bookingIds: readonly string[]): Promise<ManifestStatus[]> {
    return manifestStatuses(this.db, bookingIds);
  }

  /**
   * The manifest with every passenger: for the booker (masked where a passenger entered their own)
   * or staff who work the booking (in full). NOT_FOUND for anyone else. The read is audited.
   */
  async manifest(viewer: Viewer, bookingId: string, now: Date = new Date()): Promise<Manifest> {
    const { booking, reach } = await reachBooking(this.db, viewer, bookingId);
    const rows = await this.rowsOf(this.db.manager, booking.id);
    const passengers = rows.map((row) => toPassenger(row, this.sealer, reach === "BOOKER", now));
    await this.auditRead(viewer, booking.id, passengers.length, reach);
    const [status] = await this.statuses([booking.id]);
    return { ...status!, passengers };
  }

  /** The booker adds a passenger to legs of the booking: typed, or picked from the saved ones (and saved, if asked). */
  async add(viewer: Viewer, bookingId: string, input: NewPassenger, now: Date = new Date()): Promise<Passenger> {
    const id = randomUUID();
    const { passenger, quoteRequestId } = await this.db.transaction(async (tx) => {
      const booking = await bookingForChange(tx, viewer, bookingId);
      const legs = await this.checkLegs(tx, booking, input.legs, null);
      let typed: Partial<PassengerDetails> = input.details ?? {};
      if (input.savedPassengerId) {
        const saved = await this.savedRow(tx, viewer, input.savedPassengerId);
        typed = { ...openDetails(this.sealer, savedPassengerContext(saved.id), saved.details), ...stripNulls(typed) };
      }
      const details = this.checked(typed, legs.flightDate, now, false, "input.details", legs.problems);
      await tx.query(
        `INSERT INTO booking_passenger (id, booking_id, booker_user_id, legs, entered_by, details, missing)
         VALUES ($1, $2, $3, $4, 'BOOKER', $5, $6)`,
        [
          id,
          booking.id,
          viewer.userId,
          legs.positions,
          sealDetails(this.sealer, bookingPassengerContext(id), details),
          missingOf(details),
        ],
      );
      if (input.save) await this.insertSaved(tx, viewer, details);
      await this.auditChange(tx, viewer, "passengers.add", booking.id, { passengerId: id, legs: legs.positions });
      return { passenger: await this.rowOf(tx, id), quoteRequestId: booking.quoteRequestId };
    });
    await announce(this.log, () => this.events.publishQuoteRequestUpdated(quoteRequestId));
    return toPassenger(passenger, this.sealer, true, now);
  }

  /**
   * The booker changes a passenger's legs, or the details they typed themselves. Details a
   * passenger entered through their link are theirs: the booker may move them between legs or
   * remove them, not rewrite them (CONFLICT).
   */
  async update(
    viewer: Viewer,
    passengerId: string,
    input: { legs?: number[] | null; details?: Partial<PassengerDetails> | null },
    now: Date = new Date(),
  ): Promise<Passenger> {
    const { passenger, quoteRequestId } = await this.db.transaction(async (tx) => {
      const current = await this.ownRow(tx, viewer, passengerId);
      const booking = await bookingForChange(tx, viewer, current.booking_id);
      const legs = await this.checkLegs(tx, booking, input.legs ?? current.legs, current.id);
      const changes: Record<string, unknown> = { legs: legs.positions };
      if (input.details) {
        if (current.entered_by === PassengerEntry.PASSENGER || current.details === null)
          throw new AppError(
            ErrorCode.CONFLICT,
            "This passenger enters their own details through their link: remove them, or send a new link.",
          );
        const details = this.checked(input.details, legs.flightDate, now, false, "input.details", legs.problems);
        await tx.query(`UPDATE booking_passenger SET details = $2, missing = $3 WHERE id = $1`, [
          current.id,
          sealDetails(this.sealer, bookingPassengerContext(current.id), details),
          missingOf(details),
        ]);
        changes.details = "changed";
      } else if (legs.problems.length) throw badInput(legs.problems);
      await tx.query(`UPDATE booking_passenger SET legs = $2, updated_at = now() WHERE id = $1`, [
        current.id,
        legs.positions,
      ]);
      await this.auditChange(tx, viewer, "passengers.update", booking.id, { passengerId: current.id, ...changes });
      return { passenger: await this.rowOf(tx, current.id), quoteRequestId: booking.quoteRequestId };
    });
    await announce(this.log, () => this.events.publishQuoteRequestUpdated(quoteRequestId));
    return toPassenger(passenger, this.sealer, true, now);
  }

  /** The booker removes a passenger (and any link still waiting for them). */
  async remove(viewer: Viewer, passengerId: string): Promise<boolean> {
    const quoteRequestId = await this.db.transaction(async (tx) => {
      const current = await this.ownRow(tx, viewer, passengerId);
      const booking = await bookingForChange(tx, viewer, current.booking_id);
      await tx.query(`DELETE FROM booking_passenger WHERE id = $1`, [current.id]);
      await this.auditChange(tx, viewer, "passengers.remove", booking.id, { passengerId: current.id });
      return booking.quoteRequestId;
    });
    await announce(this.log, () => this.events.publishQuoteRequestUpdated(quoteRequestId));
    return true;
  }

  /**
   * Staff who work the booking set (or clear, with null) the date the manifest is due. A new
   * deadline may be reminded of again.
   */
  async setDeadline(
    viewer: Viewer,
    bookingId: string,
    deadline: Date | null,
    now: Date = new Date(),
  ): Promise<ManifestStatus> {
    const booking = await bookingFacts(this.db, bookingId);
    if (!booking || !worksBooking(viewer, booking)) throw new AppError(ErrorCode.NOT_FOUND, "No booking with this id.");
    if (deadline && Number.isNaN(deadline.getTime()))
      throw badInput([{ field: "deadline", message: "A date and time." }]);
    if (deadline && deadline.getTime() <= now.getTime())
      throw badInput([{ field: "deadline", message: "Must be in the future." }]);
    await this.db.transaction(async (tx) => {
      await tx.query(
        `INSERT INTO booking_manifest (booking_id, deadline, set_by_user_id) VALUES ($1, $2, $3)
         ON CONFLICT (booking_id) DO UPDATE SET deadline = EXCLUDED.deadline, set_by_user_id = EXCLUDED.set_by_user_id,
           reminder_sent_at = NULL`,
        [booking.id, deadline, viewer.userId],
      );
      await writeAudit(tx, [
        {
          actorUserId: viewer.userId,
          action: "passengers.deadline",
          entity: "booking_passengers",
          entityId: booking.id,
          before: { deadline: booking.deadline?.toISOString() ?? null },
          after: { deadline: deadline?.toISOString() ?? null },
        },
      ]);
    });
    await announce(this.log, () => this.events.publishQuoteRequestUpdated(booking.quoteRequestId));
    const [status] = await this.statuses([booking.id]);
    return status!;
  }

  /** The viewer's saved passengers, oldest first: their own details, in full. The read is audited. */
  async saved(viewer: Viewer): Promise<SavedPassenger[]> {
    const rows = (await this.db.query(
      `SELECT id, details, created_at FROM saved_passenger WHERE user_id = $1 ORDER BY created_at, id`,
      [viewer.userId],
    )) as SavedPassengerRow[];
    if (rows.length)
      await writeAudit(this.db.manager, [
        {
          actorUserId: viewer.userId,
          action: "passengers.read",
          entity: "saved_passenger",
          entityId: null,
          before: null,
          after: { passengers: rows.length },
        },
      ]);
    return rows.map((row) => toSavedPassenger(row, this.sealer));
  }

  async save(viewer: Viewer, input: Partial<PassengerDetails>, now: Date = new Date()): Promise<SavedPassenger> {
    const details = this.checked(input, null, now, false, "input", []);
    const id = await this.db.transaction((tx) => this.insertSaved(tx, viewer, details));
    return this.savedOne(viewer, id);
  }

  async updateSaved(
    viewer: Viewer,
    id: string,
    input: Partial<PassengerDetails>,
    now: Date = new Date(),
  ): Promise<SavedPassenger> {
    const details = this.checked(input, null, now, false, "input", []);
    await this.db.transaction(async (tx) => {
      const row = await this.savedRow(tx, viewer, id);
      await tx.query(`UPDATE saved_passenger SET details = $2, updated_at = now() WHERE id = $1`, [
        row.id,
        sealDetails(this.sealer, savedPassengerContext(row.id), details),
      ]);
    });
    return this.savedOne(viewer, id);
  }

  async deleteSaved(viewer: Viewer, id: string): Promise<boolean> {
    await this.db.transaction(async (tx) => {
      const row = await this.savedRow(tx, viewer, id);
      await tx.query(`DELETE FROM saved_passenger WHERE id = $1`, [row.id]);
    });
    return true;
  }

  /**
   * What the account's data download holds of passengers: the saved ones in full, and the
   * passengers of its bookings as the booker sees them (masked where a passenger entered their own).
   */
  async exportOf(userId: string, now: Date = new Date()) {
    const saved = (await this.db.query(
      `SELECT id, details, created_at FROM saved_passenger WHERE user_id = $1 ORDER BY created_at, id`,
      [userId],
    )) as SavedPassengerRow[];
    const rows = (await this.db.query(
      `SELECT ${PASSENGER_COLUMNS}, b.number FROM ${PASSENGER_FROM} JOIN booking b ON b.id = p.booking_id
       WHERE p.booker_user_id = $1 ORDER BY b.created_at DESC, p.created_at`,
      [userId],
    )) as (PassengerRow & { number: string })[];
    if (rows.length || saved.length)
      await writeAudit(this.db.manager, [
        {
          actorUserId: userId,
          action: "passengers.export",
          entity: "passenger_export",
          entityId: userId,
          before: null,
          after: { passengers: rows.length, saved: saved.length },
        },
      ]);
    return {
      saved_passengers: saved.map((row) => {
        const { id: _, ...rest } = toSavedPassenger(row, this.sealer);
        return rest;
      }),
      booking_passengers: rows.map((row) => {
        const { id: _, bookingId: __, link, ...rest } = toPassenger(row, this.sealer, true, now);
        return { booking: row.number, ...rest, link: link && { email: link.email, expiresAt: link.expiresAt } };
      }),
    };
  }

  private checked(
    input: Partial<PassengerDetails>,
    flightDate: string | null,
    now: Date,
    requireAll: boolean,
    prefix: string,
    earlier: FieldProblem[],
  ): PassengerDetails {
    const { details, problems } = checkDetails(input, { prefix, today: today(now), flightDate, requireAll });
    if (earlier.length || problems.length) throw badInput([...earlier, ...problems]);
    return details;
  }

  /**
   * The legs asked for, checked against the booking: existing positions, each with a seat left
   * (no leg takes more passengers than the booking is for). Answers the last leg's date, by which
   * a passport must still be valid.
   */
  async checkLegs(
    tx: EntityManager,
    booking: BookingFacts,
    asked: readonly number[],
    exceptPassengerId: string | null,
  ): Promise<{ positions: number[]; flightDate: string | null; problems: FieldProblem[] }> {
    const legs: TripLegRow[] = await tripLegs(tx, [booking.quoteRequestId]);
    const positions = [...new Set(asked)].toSorted((a, b) => a - b);
    const problems: FieldProblem[] = [];
    if (!positions.length) problems.push({ field: "input.legs", message: "Choose at least one leg." });
    const unknown = positions.filter((p) => !legs.some((leg) => leg.position === p));
    if (unknown.length)
      problems.push({ field: "input.legs", message: `No leg ${unknown.map((p) => p + 1).join(", ")} in this trip.` });
    const taken = (await tx.query(
      `SELECT unnest(legs) AS position, count(*)::int AS n FROM booking_passenger WHERE booking_id = $1 AND id <> $2 GROUP BY 1`,
      [booking.id, exceptPassengerId ?? "00000000-0000-0000-0000-000000000000"],
    )) as { position: number; n: number }[];
    const full = positions.filter((p) => (taken.find((t) => t.position === p)?.n ?? 0) >= booking.seats);
    if (full.length)
      problems.push({
        field: "input.legs",
        message: `Leg ${full.map((p) => p + 1).join(", ")} already has ${booking.seats} passengers, as many as the booking is for.`,
      });
    const flown = legs.filter((leg) => positions.includes(leg.position)).map((leg) => leg.depart_local.slice(0, 10));
    return { positions, flightDate: flown.length ? flown.toSorted().at(-1)! : null, problems };
  }

  private async rowsOf(manager: EntityManager, bookingId: string): Promise<PassengerRow[]> {
    return (await manager.query(
      `SELECT ${PASSENGER_COLUMNS} FROM ${PASSENGER_FROM} WHERE p.booking_id = $1 ORDER BY p.created_at, p.id`,
      [bookingId],
    )) as PassengerRow[];
  }

  private async rowOf(manager: EntityManager, id: string): Promise<PassengerRow> {
    const [row] = (await manager.query(`SELECT ${PASSENGER_COLUMNS} FROM ${PASSENGER_FROM} WHERE p.id = $1`, [
      id,
    ])) as PassengerRow[];
    return row!;
  }

  /** A passenger of one of the viewer's own bookings, locked; NOT_FOUND otherwise. */
  private async ownRow(tx: EntityManager, viewer: Viewer, id: string): Promise<PassengerRow> {
    if (!isUuid(id)) throw NO_PASSENGER();
    const [row] = (await tx.query(
      `SELECT p.id FROM booking_passenger p JOIN booking b ON b.id = p.booking_id
       WHERE p.id = $1 AND b.customer_user_id = $2 FOR UPDATE OF p`,
      [id, viewer.userId],
    )) as { id: string }[];
    if (!row) throw NO_PASSENGER();
    return this.rowOf(tx, row.id);
  }

  private async savedRow(tx: EntityManager, viewer: Viewer, id: string): Promise<SavedPassengerRow> {
    const [row] = isUuid(id)
      ? ((await tx.query(`SELECT id, details, created_at FROM saved_passenger WHERE id = $1 AND user_id = $2`, [
          id,
          viewer.userId,
        ])) as SavedPassengerRow[])
      : [];
    if (!row) throw new AppError(ErrorCode.NOT_FOUND, "No saved passenger with this id.");
    return row;
  }

  private async savedOne(viewer: Viewer, id: string): Promise<SavedPassenger> {
    return toSavedPassenger(await this.savedRow(this.db.manager, viewer, id), this.sealer);
  }

  private async insertSaved(tx: EntityManager, viewer: Viewer, details: PassengerDetails): Promise<string> {
    const [{ n }] = (await tx.query(`SELECT count(*)::int AS n FROM saved_passenger WHERE user_id = $1`, [
      viewer.userId,
    ])) as [{ n: number }];
    if (n >= SAVED_PASSENGERS_MAX)
      throw new AppError(ErrorCode.CONFLICT, `An account keeps at most ${SAVED_PASSENGERS_MAX} saved passengers.`);
    const id = randomUUID();
    await tx.query(`INSERT INTO saved_passenger (id, user_id, details) VALUES ($1, $2, $3)`, [
      id,
      viewer.userId,
      sealDetails(this.sealer, savedPassengerContext(id), details),
    ]);
    return id;
  }

  private async auditRead(viewer: Viewer, bookingId: string, passengers: number, reach: string): Promise<void> {
    await writeAudit(this.db.manager, [
      {
        actorUserId: viewer.userId,
        action: "passengers.read",
        entity: "booking_passengers",
        entityId: bookingId,
        before: null,
        after: { passengers, as: reach },
      },
    ]);
  }

  private async auditChange(
    tx: EntityManager,
    viewer: Viewer,
    action: string,
    bookingId: string,
    after: Record<string, unknown>,
  ): Promise<void> {
    await writeAudit(tx, [
      { actorUserId: viewer.userId, action, entity: "booking_passengers", entityId: bookingId, before: null, after },
    ]);
  }
}

/** The typed fields that override a saved passenger's: only those given. */
function stripNulls(details: Partial<PassengerDetails>): Partial<PassengerDetails> {
  return Object.fromEntries(Object.entries(details).filter(([, v]) => v !== null && v !== undefined && v !== ""));
}
