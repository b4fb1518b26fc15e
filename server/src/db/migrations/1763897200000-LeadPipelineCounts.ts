import type { MigrationInterface, QueryRunner } from "typeorm";

// The pipeline's figures (leads per status, the value of each) kept as they change instead of
// counted over every lead each time: the live board reads them with every lead event, and a count
// over 100,000 leads per event was most of an event's time. Statement-level triggers with
// transition tables apply one delta per statement (a bulk insert of 100,000 leads is one update
// per status), and an update that moves no lead between statuses and changes no value writes nothing.
// One function per event: a transition table a trigger does not declare cannot be named in it.
const applyDelta = (name: string, rows: string) => `
  CREATE FUNCTION ${name}() RETURNS trigger LANGUAGE plpgsql AS $$
  BEGIN
    UPDATE lead_pipeline_count c
       SET leads = c.leads + d.leads, value_usd_cents = c.value_usd_cents + d.value
      FROM (SELECT status, sum(leads) AS leads, sum(value) AS value
              FROM (${rows}) AS change
             GROUP BY status
            HAVING sum(leads) <> 0 OR sum(value) <> 0) AS d
     WHERE c.status = d.status;
    RETURN NULL;
  END $$`;

export class LeadPipelineCounts1763897200000 implements MigrationInterface {
  name = "LeadPipelineCounts1763897200000";

  async up(q: QueryRunner): Promise<void> {
    await q.query(`
      CREATE TABLE lead_pipeline_count (
        status lead_status PRIMARY KEY,
        leads bigint NOT NULL CHECK (leads >= 0),
        value_usd_cents bigint NOT NULL
      )`);
    await q.query(`
      INSERT INTO lead_pipeline_count (status, leads, value_usd_cents)
      SELECT s.status, count(l.id), coalesce(sum(l.estimated_value_usd_cents), 0)
        FROM unnest(enum_range(NULL::lead_status)) AS s(status)
        LEFT JOIN lead l ON l.status = s.status
       GROUP BY s.status`);
    const added = "SELECT status, 1 AS leads, estimated_value_usd_cents AS value FROM new_rows";
    const removed = "SELECT status, -1 AS leads, -estimated_value_usd_cents AS value FROM old_rows";
    await q.query(applyDelta("lead_pipeline_inserted", added));
    await q.query(applyDelta("lead_pipeline_updated", `${added} UNION ALL ${removed}`));
    await q.query(applyDelta("lead_pipeline_deleted", removed));
    await q.query(`CREATE TRIGGER lead_pipeline_inserted AFTER INSERT ON lead REFERENCING NEW TABLE AS new_rows
      FOR EACH STATEMENT EXECUTE FUNCTION lead_pipeline_inserted()`);
    await q.query(`CREATE TRIGGER lead_pipeline_updated AFTER UPDATE ON lead REFERENCING OLD TABLE AS old_rows NEW TABLE AS new_rows
      FOR EACH STATEMENT EXECUTE FUNCTION lead_pipeline_updated()`);
    await q.query(`CREATE TRIGGER lead_pipeline_deleted AFTER DELETE ON lead REFERENCING OLD TABLE AS old_rows
      FOR EACH STATEMENT EXECUTE FUNCTION lead_pipeline_deleted()`);
    // TRUNCATE leaves no lead: every figure goes back to zero.
    await q.query(`
      CREATE FUNCTION lead_pipeline_truncated() RETURNS trigger LANGUAGE plpgsql AS $$
      BEGIN
        UPDATE lead_pipeline_count SET leads = 0, value_usd_cents = 0;
        RETURN NULL;
      END $$`);
    await q.query(`CREATE TRIGGER lead_pipeline_truncated AFTER TRUNCATE ON lead
      FOR EACH STATEMENT EXECUTE FUNCTION lead_pipeline_truncated()`);
  }

  async down(q: QueryRunner): Promise<void> {
    for (const event of ["inserted", "updated", "deleted", "truncated"]) {
      await q.query(`DROP TRIGGER lead_pipeline_${event} ON lead`);
      await q.query(`DROP FUNCTION lead_pipeline_${event}()`);
    }
    await q.query(`DROP TABLE lead_pipeline_count`);
  }
}
