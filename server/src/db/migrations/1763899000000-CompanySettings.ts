import type { MigrationInterface, QueryRunner } from "typeorm";

// The company's public facts (legal name, contacts, desks, leadership, About figures, certifications,
// insurance) and its privacy and cookie texts, edited by admins. The public pages show them from the
// page cache, so both tables announce their changes on the catalogue's channel like the offers.
export class CompanySettings1763899000000 implements MigrationInterface {
  name = "CompanySettings1763899000000";

  async up(q: QueryRunner): Promise<void> {
    await q.query(`
      CREATE TABLE company_settings (
        id boolean PRIMARY KEY DEFAULT true CHECK (id),
        settings jsonb NOT NULL,
        updated_at timestamptz NOT NULL DEFAULT now(),
        updated_by uuid REFERENCES auth_user(id) ON DELETE SET NULL
      )`);
    await q.query(`
      CREATE TABLE legal_page (
        kind text NOT NULL CHECK (kind IN ('PRIVACY', 'COOKIES')),
        locale text NOT NULL CHECK (locale IN ('en', 'es', 'ar', 'zh')),
        version text NOT NULL CHECK (version ~ '^[0-9]{4}-[0-9]{2}(-[0-9]{2})?$'),
        body text NOT NULL CHECK (length(body) BETWEEN 1 AND 40000),
        published_at timestamptz NOT NULL DEFAULT now(),
        published_by uuid REFERENCES auth_user(id) ON DELETE SET NULL,
        PRIMARY KEY (kind, locale, version)
      )`);
    for (const table of ["company_settings", "legal_page"])
      await q.query(
        `CREATE TRIGGER ${table}_changed AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON ${table} FOR EACH STATEMENT EXECUTE FUNCTION catalogue_changed_notify()`,
      );
  }

  async down(q: QueryRunner): Promise<void> {
    await q.query(`DROP TABLE legal_page`);
    await q.query(`DROP TABLE company_settings`);
  }
}
