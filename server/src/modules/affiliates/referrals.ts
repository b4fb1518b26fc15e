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
