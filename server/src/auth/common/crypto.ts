import {
  createCipheriv,
  createDecipheriv,
  createHash,
  hkdfSync,
  randomBytes,
  randomInt,
  timingSafeEqual,
} from "node:crypto";

/** An unguessable URL-safe secret (refresh tokens, email links, PKCE codes). */
export function randomToken(bytes = 32): string {
  return randomBytes(bytes).toString("base64url");
}

/** A 6-digit code to type (emailed or texted sign-in, reauthentication, phone second factor). */
export const sixDigitCode = () => String(randomInt(0, 1_000_000)).padStart(6, "0");

/** Secrets are stored only as this hash, so a database leak yields no usable token. */
export function sha256(value: string): string {
  return createHash("sha256").update(value).digest("hex");
}

export function base64UrlSha256(value: string): string {
  return createHash("sha256").update(value).digest("base64url");
}

export function safeEqual(a: string, b: string): boolean {
  const left = Buffer.from(a);
  const right = Buffer.from(b);
  return left.length === right.length && timingSafeEqual(left, right);
}

const sealKey = (secret: string, purpose: string) =>
  Buffer.from(hkdfSync("sha256", secret, Buffer.alloc(0), purpose, 32));

/** Encrypts `plaintext` so only someone presenting `secret` (itself stored only hashed) can read it back. */
export function sealWithSecret(secret: string, purpose: string, plaintext: string): string {
  const iv = randomBytes(12);
  const cipher = createCipheriv("aes-256-gcm", sealKey(secret, purpose), iv);
  const body = Buffer.concat([cipher.update(plaintext, "utf8"), cipher.final()]);
  return Buffer.concat([iv, cipher.getAuthTag(), body]).toString("base64url");
}

/** The plaintext sealed with `secret`, or null when the secret is not the one it was sealed with. */
export function openWithSecret(secret: string, purpose: string, sealed: string): string | null {
  try {
    const raw = Buffer.from(sealed, "base64url");
    const decipher = createDecipheriv("aes-256-gcm", sealKey(secret, purpose), raw.subarray(0, 12));
    decipher.setAuthTag(raw.subarray(12, 28));
    return Buffer.concat([decipher.update(raw.subarray(28)), decipher.final()]).toString("utf8");
  } catch {
    return null;
  }
}
