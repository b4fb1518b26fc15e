import type { EntityManager } from "typeorm";

// Attribution is decided once, when a request or message arrives: it stays with the affiliate whose
// code was valid then, even if they are later revoked. The code as given is kept beside it either
// way (an unknown or revoked code is no error and links nothing).

/** The APPROVED affiliate with this referral code (any case), or null. */
export async function approvedAffiliateId(manager: EntityManager, code: string | null): Promise<string | null> {
  if (!code) return null;
  const [row] = (await manager.query(
    `SELECT id FROM affiliate_application WHERE referral_code = upper($1) AND status = 'APPROVED'`,
    [code],
  )) as {
    id: string;
  }[];
  return row?.id ?? null;
}

/**
 * The code an account was signed up with (the sign-up's `data.referral_code`, sent while the visit
 * carried a ?ref=), or null: a signed-in customer's request without a code of its own counts for
 * the affiliate that brought the account.
 */
export async function signUpReferralCode(manager: EntityManager, userId: string | null): Promise<string | null> {
  if (!userId) return null;
  const [row] = (await manager.query(`SELECT user_metadata->>'referral_code' AS code FROM auth_user WHERE id = $1`, [
    userId,
  ])) as { code: string | null }[];
  return row?.code ?? null;
}
