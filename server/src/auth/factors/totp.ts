import { generateSecret, generateURI, verify } from "otplib";
import QRCode from "qrcode";

// Supabase Auth's TOTP parameters: what every authenticator app assumes by default.
export const TOTP_PERIOD_SECONDS = 30;
const TOTP_DIGITS = 6;

export interface TotpEnrollment {
  secret: string;
  uri: string;
  /** Raw SVG markup; auth-js turns it into a data: URL itself. */
  qrCode: string;
}

export async function newTotpEnrollment(issuer: string, accountName: string): Promise<TotpEnrollment> {
  const secret = generateSecret({ length: 20 });
  const uri = generateURI({ issuer, label: accountName, secret });
  const qrCode = await QRCode.toString(uri, { type: "svg" });
  return { secret, uri, qrCode };
}

/**
 * The time step a code belongs to (±1 step of now), or null. Steps at or before
 * `afterStep` are refused, so a code that already worked cannot be used again.
 */
export async function matchTotpStep(secret: string, code: string, afterStep: number | null): Promise<number | null> {
  if (!new RegExp(`^\\d{${TOTP_DIGITS}}$`).test(code)) return null;
  const result = await verify({
    secret,
    token: code,
    algorithm: "sha1",
    digits: TOTP_DIGITS,
    period: TOTP_PERIOD_SECONDS,
    epochTolerance: TOTP_PERIOD_SECONDS,
    ...(afterStep === null ? {} : { afterTimeStep: afterStep }),
  });
  return result.valid && "timeStep" in result ? result.timeStep : null;
}
