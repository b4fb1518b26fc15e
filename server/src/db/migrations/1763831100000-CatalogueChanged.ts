import type { MigrationInterface, QueryRunner } from "typeorm";

// The public catalogue (featured offers, programmes, aircraft categories) is cached by every server
// copy (core/catalogue-cache.ts). Any write to its tables — a staff edit, the seed, the
// CLI or plain SQL — announces "catalogue_changed", so each copy drops its cache. The payload is
// PgPubSub's wire format; NOTIFY is sent on commit and duplicates in one transaction fold.
export class CatalogueChanged1763831100000 implements MigrationInterface {
  name = "CatalogueChanged1763831100000";

  async up(q: QueryRunner): Promise<void> {
    await q.query(`
      CREATE FUNCTION catalogue_changed_notify() RETURNS trigger LANGUAGE plpgsql AS $$
      BEGIN
        PERFORM pg_notify('catalogue_changed', json_build_object('payload', json_build_object('table', TG_TABLE_NAME))::text);
        RETURN NULL;
      END $$`);
    for (const table of ["flight_offer", "program", "aircraft_category_setting"]) {
      await q.query(
        `CREATE TRIGGER ${table}_changed AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON ${table} FOR EACH STATEMENT EXECUTE FUNCTION catalogue_changed_notify()`,
      );
    }
  }

  async down(q: QueryRunner): Promise<void> {
    for (const table of ["flight_offer", "program", "aircraft_category_setting"])
      await q.query(`DROP TRIGGER ${table}_changed ON ${table}`);
    await q.query(`DROP FUNCTION catalogue_changed_notify()`);
  }
}
