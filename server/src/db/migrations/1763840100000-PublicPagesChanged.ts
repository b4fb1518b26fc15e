import type { MigrationInterface, QueryRunner } from "typeorm";

// Public pages are rendered on the server and kept with the catalogue cache (http/public-pages),
// so whatever they show must announce its changes on the same channel: the About page shows the
// approved testimonials.
export class PublicPagesChanged1763840100000 implements MigrationInterface {
  name = "PublicPagesChanged1763840100000";

  async up(q: QueryRunner): Promise<void> {
    await q.query(
      `CREATE TRIGGER testimonial_changed AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON testimonial FOR EACH STATEMENT EXECUTE FUNCTION catalogue_changed_notify()`,
    );
  }

  async down(q: QueryRunner): Promise<void> {
    await q.query(`DROP TRIGGER testimonial_changed ON testimonial`);
  }
}
