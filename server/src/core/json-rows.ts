import type { DataSource, EntityTarget, ObjectLiteral } from "typeorm";

/**
 * Entities from rows PostgreSQL sent as JSON (`to_jsonb(row)`, in a json_agg sub-select), column
 * by column as TypeORM hydrates a row it read (the driver's conversion: timestamps to Dates; the
 * columns' transformers). For entities of plain columns: text, numbers, booleans, enums, uuids, timestamps.
 */
export function entitiesFromJson<Entity extends ObjectLiteral>(
  db: DataSource,
  target: EntityTarget<Entity>,
  rows: readonly Record<string, unknown>[],
): Entity[] {
  const metadata = db.getMetadata(target);
  const { driver } = db;
  return rows.map((row) => {
    const entity = metadata.create() as Entity;
    for (const column of metadata.columns) {
      const value = row[column.databaseName];
      if (value !== undefined) column.setEntityValue(entity, driver.prepareHydratedValue(value, column));
    }
    return entity;
  });
}
