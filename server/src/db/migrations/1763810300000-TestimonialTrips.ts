import type { MigrationInterface, QueryRunner } from "typeorm";

// A testimonial can name the flown trip it is about (one testimonial per booking).
export class TestimonialTrips1763810300000 implements MigrationInterface {
  name = "TestimonialTrips1763810300000";

  async up(q: QueryRunner): Promise<void> {
    await q.query(`ALTER TABLE testimonial ADD COLUMN booking_id uuid REFERENCES booking(id) ON DELETE SET NULL`);
    await q.query(
      `CREATE UNIQUE INDEX testimonial_one_per_booking ON testimonial (booking_id) WHERE booking_id IS NOT NULL`,
    );
  }

  async down(q: QueryRunner): Promise<void> {
    await q.query(`DROP INDEX testimonial_one_per_booking`);
    await q.query(`ALTER TABLE testimonial DROP COLUMN booking_id`);
  }
}
