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
      const { payload } = await jwtVerify(token, keySet, {
        issuer,
        audience: AUDIENCE,
        algorithms,
        requiredClaims: ["sub", "exp", "session_id"],
      });
      return payload as AccessClaims;
    },
  };
}
