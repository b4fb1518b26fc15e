import type { MigrationInterface, QueryRunner } from "typeorm";

// Testimonials (customer reviews staff approve), contact-form messages, and affiliate applications
// with the referral codes approval issues. Quote requests and contact messages keep the affiliate a
// valid referral code named at submission (affiliate_id); the code as given stays in referral_code.
export class TestimonialsContactAffiliates1763800000000 implements MigrationInterface {
  name = "TestimonialsContactAffiliates1763800000000";

  async up(q: QueryRunner): Promise<void> {
    await q.query(`CREATE TYPE testimonial_status AS ENUM ('PENDING', 'APPROVED', 'REJECTED')`);
    await q.query(`
      CREATE TABLE testimonial (
        id uuid PRIMARY KEY DEFAULT gen_random_uuid(),
        author_user_id uuid REFERENCES auth_user(id) ON DELETE SET NULL,
        author_name text NOT NULL CHECK (length(author_name) BETWEEN 1 AND 120),
        rating smallint NOT NULL CHECK (rating BETWEEN 1 AND 5),
        body text NOT NULL CHECK (length(body) BETWEEN 10 AND 1000),
        locale text NOT NULL CHECK (locale IN ('en', 'es', 'ar', 'zh')),
        status testimonial_status NOT NULL DEFAULT 'PENDING',
        featured boolean NOT NULL DEFAULT false CHECK (NOT featured OR status = 'APPROVED'),
        -- No foreign key: the trail outlives accounts.
        reviewed_by_user_id uuid,
        reviewed_at timestamptz,
        created_at timestamptz(3) NOT NULL DEFAULT now(),
        updated_at timestamptz NOT NULL DEFAULT now()
      )`);
    // One testimonial waiting for review per customer.
    await q.query(
      `CREATE UNIQUE INDEX testimonial_one_pending_key ON testimonial (author_user_id) WHERE status = 'PENDING'`,
    );
    await q.query(
      `CREATE INDEX testimonial_public_idx ON testimonial (featured DESC, created_at DESC, id DESC) WHERE status = 'APPROVED'`,
    );
    await q.query(`CREATE INDEX testimonial_review_idx ON testimonial (status, created_at DESC, id DESC)`);
    await q.query(`CREATE INDEX testimonial_created_idx ON testimonial (created_at DESC, id DESC)`);

    await q.query(`CREATE TYPE affiliate_status AS ENUM ('PENDING', 'APPROVED', 'REJECTED')`);
    await q.query(`
      CREATE TABLE affiliate_application (
        id uuid PRIMARY KEY DEFAULT gen_random_uuid(),
        name text NOT NULL CHECK (length(name) BETWEEN 1 AND 120),
        email text NOT NULL CHECK (email = lower(email) AND position('@' IN email) > 1),
        company text,
        website text,
        audience text NOT NULL,
        locale text NOT NULL CHECK (locale IN ('en', 'es', 'ar', 'zh')),
        status affiliate_status NOT NULL DEFAULT 'PENDING',
        -- Issued on approval and kept if the affiliate is later revoked (it then attributes nothing).
        referral_code text UNIQUE CHECK (referral_code ~ '^[2-9A-HJKMNP-Z]{8}$'),
        CHECK (status <> 'APPROVED' OR referral_code IS NOT NULL),
        review_note text,
        reviewed_by_user_id uuid,
        reviewed_at timestamptz,
        lead_id uuid NOT NULL REFERENCES lead(id),
        created_at timestamptz(3) NOT NULL DEFAULT now(),
        updated_at timestamptz NOT NULL DEFAULT now()
      )`);
    // An email has at most one application pending or approved; a rejected one may apply again.
    await q.query(
      `CREATE UNIQUE INDEX affiliate_application_open_email_key ON affiliate_application (email) WHERE status IN ('PENDING', 'APPROVED')`,
    );
    await q.query(
      `CREATE INDEX affiliate_application_review_idx ON affiliate_application (status, created_at DESC, id DESC)`,
    );
    await q.query(`CREATE INDEX affiliate_application_created_idx ON affiliate_application (created_at DESC, id DESC)`);

    await q.query(`
      CREATE TABLE contact_message (
        id uuid PRIMARY KEY DEFAULT gen_random_uuid(),
        reference text NOT NULL UNIQUE CHECK (reference ~ '^CM-[2-9A-HJKMNP-Z]{6}$'),
        name text NOT NULL CHECK (length(name) BETWEEN 1 AND 120),
        email text NOT NULL CHECK (email = lower(email)),
        phone text,
        company text,
        subject text,
        message text NOT NULL CHECK (length(message) BETWEEN 10 AND 5000),
        locale text NOT NULL CHECK (locale IN ('en', 'es', 'ar', 'zh')),
        referral_code text,
        affiliate_id uuid REFERENCES affiliate_application(id) ON DELETE SET NULL,
        lead_id uuid NOT NULL REFERENCES lead(id),
        idempotency_key text UNIQUE,
        request_hash text NOT NULL,
        created_at timestamptz(3) NOT NULL DEFAULT now()
      )`);
    await q.query(`CREATE INDEX contact_message_lead_idx ON contact_message (lead_id, created_at DESC)`);
    await q.query(
      `CREATE INDEX contact_message_affiliate_idx ON contact_message (affiliate_id) WHERE affiliate_id IS NOT NULL`,
    );

    await q.query(
      `ALTER TABLE quote_request ADD COLUMN affiliate_id uuid REFERENCES affiliate_application(id) ON DELETE SET NULL`,
    );
    await q.query(
      `CREATE INDEX quote_request_affiliate_idx ON quote_request (affiliate_id) WHERE affiliate_id IS NOT NULL`,
    );
  }

  async down(q: QueryRunner): Promise<void> {
    await q.query(`ALTER TABLE quote_request DROP COLUMN affiliate_id`);
    await q.query(`DROP TABLE contact_message`);
    await q.query(`DROP TABLE affiliate_application`);
    await q.query(`DROP TYPE affiliate_status`);
    await q.query(`DROP TABLE testimonial`);
    await q.query(`DROP TYPE testimonial_status`);
  }
}
