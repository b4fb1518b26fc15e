import type { Factor, GoTrueClient } from "@supabase/auth-js";
import { useCallback, useEffect, useState } from "react";
import { normalizeTotpCode } from "../../auth/validation";
import { verifyTotp } from "./verifyTotp";
import { verifySecurityKey } from "./webauthn";

/** A phone factor's number: GoTrue sends it with the factor, though auth-js's Factor type leaves it out. */
export function factorPhone(factor: Factor): string {
  const phone = (factor as Factor & { phone?: unknown }).phone;
  return typeof phone === "string" ? phone : "";
}

/** Masks all but the last digits of a number a code was texted to: "+•••••••1234". */
export function maskedPhone(phone: string): string {
  const digits = phone.replace(/\D/g, "");
  return `+${"•".repeat(Math.max(digits.length - 4, 0))}${digits.slice(-4)}`;
}

/**
 * Which verified factor proves the second step, and how: a security key (the browser asks it to
 * sign a fresh challenge), an authenticator code (a fresh challenge per try) or a texted code (one
 * challenge, sent when the phone factor is chosen or asked again).
 */
export function useChallengeFactor(client: GoTrueClient) {
  const [factors, setFactors] = useState<Factor[] | undefined>(undefined);
  const [factor, setFactor] = useState<Factor | null | undefined>(undefined);
  const [challengeId, setChallengeId] = useState<string | null>(null);

  useEffect(() => {
    let current = true;
    void client.mfa.listFactors().then(({ data }) => {
      if (!current) return;
      // A security key first: it is the factor a look-alike site cannot relay.
      const verified = [...(data?.webauthn ?? []), ...(data?.totp ?? []), ...(data?.phone ?? [])];
      setFactors(verified);
      setFactor(verified[0] ?? null);
    });
    return () => {
      current = false;
    };
  }, [client]);

  /** Texts a code to the phone factor; the error (e.g. asked again within a minute), if any. */
  const sendCode = useCallback(
    async (phoneFactor: Factor): Promise<unknown> => {
      const { data, error } = await client.mfa.challenge({ factorId: phoneFactor.id });
      if (error) return error;
      setChallengeId(data.id);
      return null;
    },
    [client],
  );

  async function verify(code: string): Promise<unknown> {
    if (!factor) return null;
    if (factor.factor_type === "webauthn") return verifySecurityKey(client, factor.id);
    if (factor.factor_type === "totp") return verifyTotp(client, factor.id, code);
    // A texted code answers the challenge sendCode made.
    if (!challengeId) return null;
    const { error } = await client.mfa.verify({ factorId: factor.id, challengeId, code: normalizeTotpCode(code) });
    return error ?? null;
  }

  const other = factors?.find((candidate) => candidate.factor_type !== factor?.factor_type) ?? null;
  return {
    factor,
    /** The other kind of factor the user could switch to, if they have one. */
    other,
    switchTo(next: Factor) {
      setChallengeId(null);
      setFactor(next);
    },
    codeSent: challengeId !== null,
    sendCode,
    verify,
  };
}
