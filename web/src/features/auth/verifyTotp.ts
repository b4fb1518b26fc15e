import type { GoTrueClient } from "@supabase/auth-js";
import { normalizeTotpCode } from "../../auth/validation";

/**
 * Proves a code for a TOTP factor: a fresh challenge, then the code. On success auth-js stores
 * the new aal2 session and announces MFA_CHALLENGE_VERIFIED. Returns the auth error, if any.
 */
export async function verifyTotp(client: GoTrueClient, factorId: string, code: string): Promise<unknown> {
  const challenge = await client.mfa.challenge({ factorId });
  if (challenge.error) return challenge.error;
  const { error } = await client.mfa.verify({
    factorId,
    challengeId: challenge.data.id,
    code: normalizeTotpCode(code),
  });
  return error ?? null;
}

/** Whether this session can be raised to aal2 (the user has a verified factor) but is not yet. */
export async function needsSecondFactor(client: GoTrueClient): Promise<boolean> {
  const { data } = await client.mfa.getAuthenticatorAssuranceLevel();
  return data?.nextLevel === "aal2" && data.currentLevel !== "aal2";
}
