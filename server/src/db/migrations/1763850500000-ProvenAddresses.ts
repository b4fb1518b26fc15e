import type { MigrationInterface, QueryRunner } from "typeorm";

// email_confirmed_at says an account may sign in; with MAILER_AUTOCONFIRM that is only a claim.
// email_proven_at says its owner followed a link mailed to the address (or the identity provider
// vouched for it): only that lets the account take what others sent with the address. Accounts
// confirmed before this column existed are taken as proven (production never ran autoconfirm).
// Requests kept after their account was deleted are marked, so nobody claims them again.
export class ProvenAddresses1763850500000 implements MigrationInterface {
  name = "ProvenAddresses1763850500000";

  async up(q: QueryRunner): Promise<void> {
    await q.query(`ALTER TABLE auth_user ADD COLUMN email_proven_at timestamptz`);
    await q.query(`UPDATE auth_user SET email_proven_at = email_confirmed_at WHERE email_confirmed_at IS NOT NULL`);
    await q.query(`ALTER TABLE quote_request ADD COLUMN owner_deleted_at timestamptz`);
    // A booking is made by a signed-in customer, so a booked request with no owner lost it to a deletion.
    await q.query(`
      UPDATE quote_request r SET owner_deleted_at = now()
      WHERE r.customer_user_id IS NULL AND EXISTS (SELECT 1 FROM booking b WHERE b.quote_request_id = r.id AND b.customer_user_id IS NULL)`);
  }

  async down(q: QueryRunner): Promise<void> {
    await q.query(`ALTER TABLE quote_request DROP COLUMN owner_deleted_at`);
    await q.query(`ALTER TABLE auth_user DROP COLUMN email_proven_at`);
  }
}
