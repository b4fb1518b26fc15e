import { createLocalJWKSet, jwtVerify, SignJWT, type JWTPayload } from "jose";
import type { SigningKeys } from "./signing-keys.js";

export const AUDIENCE = "authenticated";

export interface AmrEntry {
  method: string;
  timestamp: number;
}

export interface AccessClaims extends JWTPayload {
  sub: string;
  email: string;
  phone: string;
  app_metadata: Record<string, unknown>;
  user_metadata: Record<string, unknown>;
  role: string;
  aal: "aal1" | "aal2";
  amr: AmrEntry[];
  session_id: string;
  is_anonymous: boolean;
}

export interface TokenService {
  sign(claims: Omit<AccessClaims, "iat" | "exp" | "iss" | "aud">): Promise<{ token: string; expiresAt: number }>;
  /** Throws on a bad signature, unknown key, wrong alg/aud/iss, or expiry. */
  verify(token: string): Promise<AccessClaims>;
}

export function createTokenService(keys: SigningKeys, issuer: string, expirySeconds: number): TokenService {
  const keySet = createLocalJWKSet(keys.publicJwks);
  const algorithms = [...new Set(keys.publicJwks.keys.map((k) => k.alg!))];
  // Tokens this service verified (with these keys, this issuer): see stillValid below.
  const verified = new Map<string, AccessClaims>();
  return {
    async sign(claims) {
      const now = Math.floor(Date.now() / 1000);
      const expiresAt = now + expirySeconds;
      const token = await new SignJWT({ ...claims })
        .setProtectedHeader({ alg: keys.signing.alg, kid: keys.signing.kid, typ: "JWT" })
        .setIssuer(issuer)
        .setAudience(AUDIENCE)
        .setIssuedAt(now)
        .setExpirationTime(expiresAt)
        .sign(keys.signing.key);
      return { token, expiresAt };
    },
    async verify(token) {
      const known = verified.get(token);
      if (known && stillValid(known)) return known;
      const { payload } = await jwtVerify(token, keySet, {
        issuer,
        audience: AUDIENCE,
        algorithms,
        requiredClaims: ["sub", "exp", "session_id"],
      });
      remember(verified, token, payload as AccessClaims);
      return payload as AccessClaims;
    },
  };
}

// A signature checks out the same way every time while these keys are in use, and checking an
// ES256 one costs more than the rest of a small request: a verified token is remembered (its
// expiry, and not-before if any, are still checked on every use). Whether its session and user
// still stand is not: bearer.ts and the viewer's look-up read those on every request.
const VERIFIED_TOKENS = 10_000;

const stillValid = (claims: AccessClaims): boolean => {
  const now = Math.floor(Date.now() / 1000);
  return claims.exp !== undefined && now < claims.exp && (claims.nbf === undefined || claims.nbf <= now);
};

function remember(verified: Map<string, AccessClaims>, token: string, claims: AccessClaims): void {
  if (verified.size >= VERIFIED_TOKENS) verified.clear();
  verified.set(token, claims);
}
