import { randomUUID } from "node:crypto";
import type { DataSource, EntityManager } from "typeorm";
import { writeAudit } from "../../core/audit.js";
import { AppError, badInput, ErrorCode } from "../../core/errors.js";
import { linkTokenHash, newLinkToken } from "../../core/link-token.js";
import { isEmail } from "../../core/rules/index.js";
import type { Sealer } from "../../core/sealing.js";
import type { Viewer } from "../../core/viewer.js";
import type { Logger } from "../../logger.js";
import { enqueueMail } from "../../mail/outbox.js";
import { passengerInviteEmail } from "../../mail/passenger-invite.js";
import { resolveMailLocale } from "../../mail/templates.js";
import { announce, type LeadEvents } from "../leads/index.js";
import { BookingStatus } from "../bookings/index.js";
import { bookingFacts, bookingForChange, tripLegs, type BookingFacts } from "./booking-access.js";
import type { Passenger, PassengerDetails, PassengerInvitation } from "./passenger.js";
import {
  bookingPassengerContext,
  PASSENGER_COLUMNS,
  PASSENGER_FROM,
  sealDetails,
  toPassenger,
  type PassengerRow,
} from "./passenger-rows.js";
import { checkDetails, missingOf } from "./passenger-rules.js";
import type { PassengersService } from "./passengers.service.js";

// A passenger enters their own details through an emailed link: random (256 bits), kept as its
// SHA-256 only, for one passenger of one booking, working once until it expires (PASSENGER_LINK_HOURS).

const NOT_VALID = () => new AppError(ErrorCode.NOT_FOUND, "This link is not valid.");
const EXPIRED = () =>
  new AppError(ErrorCode.FORBIDDEN, "This link has expired: ask the person who booked for a new one.");
/** A cancelled or flown trip takes no more details: its links are refused as expired. */
function liveBooking(booking: BookingFacts | null): BookingFacts {
  if (!booking || booking.status === BookingStatus.CANCELLED || booking.status === BookingStatus.COMPLETED)
    throw EXPIRED();
  return booking;
}

const USED = () => new AppError(ErrorCode.CONFLICT, "This link was already used: the details were received.");

interface LinkRow {
  id: string;
  passenger_id: string;
  booking_id: string;
  legs: number[];
  expires_at: Date;
  used_at: Date | null;
}

export class PassengerLinksService {
  constructor(
    private readonly db: DataSource,
    private readonly sealer: Sealer,
    private readonly passengers: PassengersService,
    private readonly events: LeadEvents,
    private readonly log: Logger,
    private readonly siteUrl: string,
    /** How long a link works (PASSENGER_LINK_HOURS). */
    private readonly linkHours: number,
  ) {}

  /**
   * The booker asks a passenger to enter their own details: the passenger takes a seat on the legs
   * at once (pending), and gets an email in `locale` with a link of their own. Asking a pending
   * passenger again (`passengerId`) replaces their link: the earlier one stops working.
   */
  async invite(
    viewer: Viewer,
    input: { bookingId: string; legs: number[]; email: string; locale?: string | null; passengerId?: string | null },
    now: Date = new Date(),
  ): Promise<Passenger> {
    const email = input.email.trim().toLowerCase();
    const locale = resolveMailLocale(input.locale);
    const token = newLinkToken();
    const expiresAt = new Date(now.getTime() + this.linkHours * 3_600_000);
    const { row, quoteRequestId } = await this.db.transaction(async (tx) => {
      const booking = await bookingForChange(tx, viewer, input.bookingId);
      const existing = input.passengerId ? await this.pendingOf(tx, booking.id, input.passengerId) : null;
      const legs = await this.passengers.checkLegs(tx, booking, input.legs, existing);
      const problems = [...legs.problems];
      if (!isEmail(email)) problems.push({ field: "input.email", message: "A valid email address." });
      if (problems.length) throw badInput(problems);
      const id = existing ?? randomUUID();
      if (existing) {
        await tx.query(`DELETE FROM passenger_link WHERE passenger_id = $1`, [id]);
        await tx.query(`UPDATE booking_passenger SET legs = $2, updated_at = now() WHERE id = $1`, [
          id,
          legs.positions,
        ]);
      } else
        await tx.query(
          `INSERT INTO booking_passenger (id, booking_id, booker_user_id, legs, entered_by, details, missing)
           VALUES ($1, $2, $3, $4, 'PASSENGER', NULL, $5)`,
          [id, booking.id, viewer.userId, legs.positions, missingOf(null)],
        );
      await tx.query(
        `INSERT INTO passenger_link (passenger_id, token_hash, email, locale, expires_at) VALUES ($1, $2, $3, $4, $5)`,
        [id, linkTokenHash(token), email, locale, expiresAt],
      );
      const [booker] = (await tx.query(`SELECT user_metadata->>'name' AS name FROM auth_user WHERE id = $1`, [
        viewer.userId,
      ])) as { name: string | null }[];
      const trip = (await tripLegs(tx, [booking.quoteRequestId])).filter((leg) =>
        legs.positions.includes(leg.position),
      );
      const mail = passengerInviteEmail({
        locale,
        bookerName: booker?.name ?? null,
        route: trip.map((leg) => `${leg.from_code} → ${leg.to_code}`).join(", "),
        departAt: trip[0]!.depart_local,
        expiresAt,
        // The page opens in the language chosen for the passenger, whatever their browser's.
        link: new URL(`/passenger/${token}?lang=${locale}`, this.siteUrl).toString(),
      });
      await enqueueMail(tx, { to: email, locale, kind: "passenger_invite", ...mail });
      await writeAudit(tx, [
        {
          actorUserId: viewer.userId,
          action: "passengers.invite",
          entity: "booking_passengers",
          entityId: booking.id,
          before: null,
          after: { passengerId: id, legs: legs.positions },
        },
      ]);
      const [row] = (await tx.query(`SELECT ${PASSENGER_COLUMNS} FROM ${PASSENGER_FROM} WHERE p.id = $1`, [
        id,
      ])) as PassengerRow[];
      return { row: row!, quoteRequestId: booking.quoteRequestId };
    });
    await announce(this.log, () => this.events.publishQuoteRequestUpdated(quoteRequestId));
    return toPassenger(row, this.sealer, true, now);
  }

  /** What the link's page shows before the passenger types: their legs. NOT_FOUND, FORBIDDEN (expired) or CONFLICT (used). */
  async invitation(token: string, now: Date = new Date()): Promise<PassengerInvitation> {
    const link = await this.usableLink(this.db.manager, token, now);
    const booking = liveBooking(await bookingFacts(this.db, link.booking_id));
    const legs = (await tripLegs(this.db, [booking.quoteRequestId])).filter((leg) => link.legs.includes(leg.position));
    const [booker] = (await this.db.query(`SELECT user_metadata->>'name' AS name FROM auth_user WHERE id = $1`, [
      booking.customerUserId,
    ])) as { name: string | null }[];
    return {
      route: legs.map((leg) => `${leg.from_code} → ${leg.to_code}`).join(", "),
      legs: legs.map((leg) => ({ from: leg.from_code, to: leg.to_code, departAt: leg.depart_local })),
      bookerName: booker?.name ?? null,
      expiresAt: link.expires_at,
    };
  }

  /** The passenger's own details, all five, through their link: once (CONFLICT after), before it expires (FORBIDDEN). */
  async submit(token: string, input: Partial<PassengerDetails>, now: Date = new Date()): Promise<boolean> {
    const quoteRequestId = await this.db.transaction(async (tx) => {
      const link = await this.usableLink(tx, token, now, true);
      const booking = liveBooking(await bookingFacts(tx, link.booking_id));
      const legs = (await tripLegs(tx, [booking.quoteRequestId])).filter((leg) => link.legs.includes(leg.position));
      const flightDate =
        legs
          .map((leg) => leg.depart_local.slice(0, 10))
          .toSorted()
          .at(-1) ?? null;
      const { details, problems } = checkDetails(input, {
        prefix: "input",
        today: now.toISOString().slice(0, 10),
        flightDate,
        requireAll: true,
      });
      if (problems.length) throw badInput(problems);
      await tx.query(`UPDATE booking_passenger SET details = $2, missing = '{}', updated_at = now() WHERE id = $1`, [
        link.passenger_id,
        sealDetails(this.sealer, bookingPassengerContext(link.passenger_id), details),
      ]);
      await tx.query(`UPDATE passenger_link SET used_at = $2 WHERE id = $1`, [link.id, now]);
      await writeAudit(tx, [
        {
          actorUserId: null,
          action: "passengers.self_entry",
          entity: "booking_passengers",
          entityId: booking.id,
          before: null,
          after: { passengerId: link.passenger_id },
        },
      ]);
      return booking.quoteRequestId;
    });
    await announce(this.log, () => this.events.publishQuoteRequestUpdated(quoteRequestId));
    return true;
  }

  /** A pending passenger of this booking (asked again); NOT_FOUND otherwise. */
  private async pendingOf(tx: EntityManager, bookingId: string, passengerId: string): Promise<string> {
    const [row] = (await tx.query(
      `SELECT id FROM booking_passenger WHERE id::text = $1 AND booking_id = $2 AND entered_by = 'PASSENGER' AND details IS NULL`,
      [passengerId, bookingId],
    )) as { id: string }[];
    if (!row) throw new AppError(ErrorCode.NOT_FOUND, "No passenger waiting for their link with this id.");
    return row.id;
  }

  private async usableLink(manager: EntityManager, token: string, now: Date, lock = false): Promise<LinkRow> {
    if (typeof token !== "string" || token.length < 20 || token.length > 200) throw NOT_VALID();
    const [link] = (await manager.query(
      `SELECT k.id, k.passenger_id, p.booking_id, p.legs, k.expires_at, k.used_at
       FROM passenger_link k JOIN booking_passenger p ON p.id = k.passenger_id WHERE k.token_hash = $1${lock ? " FOR UPDATE OF k" : ""}`,
      [linkTokenHash(token)],
    )) as LinkRow[];
    if (!link) throw NOT_VALID();
    if (link.used_at) throw USED();
    if (link.expires_at.getTime() <= now.getTime()) throw EXPIRED();
    return link;
  }
}
