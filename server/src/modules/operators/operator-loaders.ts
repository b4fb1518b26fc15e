import DataLoader from "dataloader";
import { In, type DataSource } from "typeorm";
import { groupByKey, oneByKey, type LoaderOptions } from "../../core/batches.js";
import { FleetAircraftEntity } from "./fleet-aircraft.entity.js";
import type { FleetAircraft } from "./fleet-aircraft.js";
import { OperatorEntity } from "./operator.entity.js";
import type { Operator } from "./operator.js";
import { todayUtc } from "./operator-rules.js";
import { toFleetAircraft, toOperator } from "./operator.mappers.js";

// A page of operators with their fleets, or of aircraft with their operators: one statement a level.

export interface OperatorLoaders {
  /** An operator's aircraft, by registration (Operator.aircraft). */
  fleetByOperator: DataLoader<string, FleetAircraft[]>;
  /** How many aircraft an operator has (Operator.fleetSize), without reading them. */
  fleetSize: DataLoader<string, number>;
  /** The operator of an aircraft (FleetAircraft.operator). */
  operatorById: DataLoader<string, Operator | null>;
}

export function createOperatorLoaders(db: DataSource, { cache = true }: LoaderOptions = {}): OperatorLoaders {
  return {
    fleetByOperator: new DataLoader(
      async (operatorIds) => {
        const rows = await db
          .getRepository(FleetAircraftEntity)
          .find({ where: { operatorId: In([...operatorIds]) }, order: { registration: "ASC" } });
        return groupByKey(operatorIds, rows.map(toFleetAircraft), (aircraft) => aircraft.operatorId);
      },
      { cache },
    ),
    fleetSize: new DataLoader(
      async (operatorIds) => {
        const rows = (await db.query(
          `SELECT operator_id, count(*)::int AS n FROM fleet_aircraft WHERE operator_id = ANY($1::uuid[]) GROUP BY operator_id`,
          [[...operatorIds]],
        )) as { operator_id: string; n: number }[];
        return oneByKey(operatorIds, rows, (row) => row.operator_id).map((row) => row?.n ?? 0);
      },
      { cache },
    ),
    operatorById: new DataLoader(
      async (operatorIds) => {
        const rows = await db.getRepository(OperatorEntity).findBy({ id: In([...operatorIds]) });
        const today = todayUtc();
        return oneByKey(
          operatorIds,
          rows.map((row) => toOperator(row, today)),
          (operator) => operator.id,
        );
      },
      { cache },
    ),
  };
}
