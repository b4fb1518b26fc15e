import type { FleetAircraftEntity } from "./fleet-aircraft.entity.js";
import type { FleetAircraft } from "./fleet-aircraft.js";
import type { OperatorEntity } from "./operator.entity.js";
import type { Operator } from "./operator.js";
import { operatorStanding } from "./operator-rules.js";

/** An operator as of `today` ("YYYY-MM-DD", UTC): whether it may be quoted and what to warn of are worked out on read. */
export function toOperator(row: OperatorEntity, today: string): Operator {
  const { quotable, warnings, audits } = operatorStanding(row, today);
  return {
    id: row.id,
    name: row.name,
    aocNumber: row.aocNumber,
    aocExpiresOn: row.aocExpiresOn,
    country: row.countryCode,
    insuranceExpiresOn: row.insuranceExpiresOn,
    audits,
    contacts: row.contacts,
    notes: row.notes,
    demo: row.demo,
    quotable,
    warnings,
    createdAt: row.createdAt,
    updatedAt: row.updatedAt,
  };
}

export function toFleetAircraft(row: FleetAircraftEntity): FleetAircraft {
  return {
    id: row.id,
    operatorId: row.operatorId,
    registration: row.registration,
    typeName: row.typeName,
    category: row.category,
    yearOfManufacture: row.yearOfManufacture,
    yearOfRefurbishment: row.yearOfRefurbishment,
    seats: row.seats,
    baseAirportCode: row.baseAirportCode,
    baseAirportId: row.baseAirportId,
    wifi: row.wifi,
    lavatory: row.lavatory,
    petsAllowed: row.petsAllowed,
    createdAt: row.createdAt,
    updatedAt: row.updatedAt,
  };
}
