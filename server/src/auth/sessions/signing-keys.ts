import { existsSync } from "node:fs";
import { chmod, mkdir, readFile, writeFile } from "node:fs/promises";
import path from "node:path";
import { randomUUID } from "node:crypto";
import { exportJWK, generateKeyPair, importJWK, type CryptoKey, type JWK } from "jose";
import type { Config } from "../../config.js";
import type { Logger } from "../../logger.js";

export interface SigningKeys {
  /** The key new tokens are signed with. */
  signing: { kid: string; alg: string; key: CryptoKey };
  /** Public halves of every key (signing and verify-only), as served at /.well-known/jwks.json. */
  publicJwks: { keys: JWK[] };
}

const ALLOWED_ALGS = new Set(["ES256", "RS256"]);

/**
 * JWT_SIGNING_KEYS when set (the first private key signs; the rest only verify, for rotation; config
 * puts the signing key of Supabase Auth's key list first),
 * else in development a key generated once and kept in DATA_DIR/jwt-keys.json.
 */
export async function loadSigningKeys(config: Config, log: Logger): Promise<SigningKeys> {
  const jwks = config.auth.jwtSigningKeys ?? (await localKeys(config.dataDir, log));
  const keys = jwks.keys as JWK[];
  const signingJwk = keys.find((k) => typeof k.d === "string");
  if (!signingJwk?.kid) throw new Error("JWT_SIGNING_KEYS has no private key with a kid");
  const alg = signingJwk.alg ?? (signingJwk.kty === "EC" ? "ES256" : "RS256");
  if (!ALLOWED_ALGS.has(alg)) throw new Error(`JWT signing key ${signingJwk.kid} uses ${alg}; use ES256 or RS256`);
  // Supabase Auth's key files mark the private key ["sign", "verify"], which WebCrypto refuses for a private key.
  const { key_ops: _ops, ext: _ext, ...importable } = signingJwk;
  const key = (await importJWK(importable, alg)) as CryptoKey;
  const publicJwks = {
    keys: keys
      .map(({ kid, kty, crv, x, y, n, e, alg: keyAlg }) => ({
        kid,
        kty,
        crv,
        x,
        y,
        n,
        e,
        alg: keyAlg ?? (kty === "EC" ? "ES256" : "RS256"),
        use: "sig",
        key_ops: ["verify"],
      }))
      .map((jwk) => Object.fromEntries(Object.entries(jwk).filter(([, v]) => v !== undefined)) as JWK),
  };
  return { signing: { kid: signingJwk.kid, alg, key }, publicJwks };
}

async function localKeys(dataDir: string, log: Logger): Promise<{ keys: JWK[] }> {
  const file = path.join(dataDir, "jwt-keys.json");
  if (existsSync(file)) return JSON.parse(await readFile(file, "utf8")) as { keys: JWK[] };
  const { privateKey } = await generateKeyPair("ES256", { extractable: true });
  const jwk = { ...(await exportJWK(privateKey)), kid: randomUUID(), alg: "ES256", use: "sig" };
  await mkdir(dataDir, { recursive: true });
  await writeFile(file, JSON.stringify({ keys: [jwk] }, null, 2), { mode: 0o600 });
  await chmod(file, 0o600);
  log.info({ file }, "generated a JWT signing key for local use");
  return { keys: [jwk] };
}
