import type { EntityManager } from "typeorm";
import { badInput, type FieldProblem } from "../../core/errors.js";
import { parseLocalDateTime, zonedToUtc } from "../../core/local-time.js";
import { centsFromUsd } from "../../core/money.js";
import type { AircraftCategory } from "../aircraft/index.js";
import type { EmptyLegDraft } from "./empty-leg.js";

export const SEATS_MAX = 50;
/** Keeps the price in cents inside PostgreSQL's integer. */
export const LEG_PRICE_USD_MAX = 10_000_000;

/** The checked columns of a leg staff send; the window's instants are read in the departure airport's zone. */
export interface LegColumns {
  from_airport_id: number;
  to_airport_id: number;
  earliest_local: string;
  latest_local: string;
  earliest_at: Date;
  latest_at: Date;
  aircraft_type: string;
  category: AircraftCategory | null;
  seats: number | null;
  price_usd_cents: number | null;
}

interface AirportRef {
  id: number;
  time_zone: string | null;
}

async function airportByCode(tx: EntityManager, code: string): Promise<AirportRef | null> {
  const wanted = code.trim().toUpperCase();
  if (!/^[A-Z0-9]{3,4}$/.test(wanted)) return null;
  const rows: AirportRef[] = await tx.query(`SELECT id, time_zone FROM airport WHERE iata = $1 OR icao = $1 LIMIT 1`, [
    wanted,
  ]);
  return rows[0] ?? null;
}

/** BAD_USER_INPUT naming each `input.*` field at fault. */
export async function legColumns(tx: EntityManager, input: EmptyLegDraft): Promise<LegColumns> {
  const problems: FieldProblem[] = [];
  const from = await airportByCode(tx, input.fromCode);
  const to = await airportByCode(tx, input.toCode);
  if (!from) problems.push({ field: "input.fromCode", message: "No airport with this IATA or ICAO code." });
  if (!to) problems.push({ field: "input.toCode", message: "No airport with this IATA or ICAO code." });
  if (from && to && from.id === to.id)
    problems.push({ field: "input.toCode", message: "Must differ from the departure." });
  const earliest = parseLocalDateTime(input.earliestLocal);
  const latest = parseLocalDateTime(input.latestLocal);
  if (!earliest) problems.push({ field: "input.earliestLocal", message: 'A local time like "2027-03-01T09:30".' });
  if (!latest) problems.push({ field: "input.latestLocal", message: 'A local time like "2027-03-01T18:00".' });
  const aircraftType = input.aircraftType.trim();
  if (!aircraftType || aircraftType.length > 120)
    problems.push({ field: "input.aircraftType", message: "1 to 120 characters." });
  const seats = input.seats ?? null;
  if (seats !== null && (!Number.isInteger(seats) || seats < 1 || seats > SEATS_MAX))
    problems.push({ field: "input.seats", message: `Must be from 1 to ${SEATS_MAX}.` });
  const price = input.priceUsd ?? null;
  if (price !== null && (!Number.isInteger(price) || price < 1 || price > LEG_PRICE_USD_MAX))
    problems.push({
      field: "input.priceUsd",
      message: `Must be from 1 to ${LEG_PRICE_USD_MAX.toLocaleString("en-US")}.`,
    });
  // An airport without a known zone is read as UTC: the dataset names a zone for nearly every airfield.
  const zone = from?.time_zone ?? "UTC";
  const earliestAt = earliest && zonedToUtc(earliest, zone);
  const latestAt = latest && zonedToUtc(latest, zone);
  if (earliestAt && latestAt && latestAt < earliestAt)
    problems.push({ field: "input.latestLocal", message: "Must not be before the earliest departure." });
  if (problems.length) throw badInput(problems);
  return {
    from_airport_id: from!.id,
    to_airport_id: to!.id,
    earliest_local: input.earliestLocal.trim().slice(0, 16),
    latest_local: input.latestLocal.trim().slice(0, 16),
    earliest_at: earliestAt!,
    latest_at: latestAt!,
    aircraft_type: aircraftType,
    category: input.category ?? null,
    seats,
    price_usd_cents: price === null ? null : centsFromUsd(price),
  };
}
