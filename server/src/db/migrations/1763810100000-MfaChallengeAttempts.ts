import type { MigrationInterface, QueryRunner } from "typeorm";

// Wrong codes against an MFA challenge are counted, so a challenge is spent after a few guesses
// (a phone code stays the same for the challenge's whole lifetime).
export class MfaChallengeAttempts1763810100000 implements MigrationInterface {
  name = "MfaChallengeAttempts1763810100000";

  async up(q: QueryRunner): Promise<void> {
    await q.query(`ALTER TABLE auth_mfa_challenge ADD COLUMN failed_attempts integer NOT NULL DEFAULT 0`);
  }

  async down(q: QueryRunner): Promise<void> {
    await q.query(`ALTER TABLE auth_mfa_challenge DROP COLUMN failed_attempts`);
  }
}
