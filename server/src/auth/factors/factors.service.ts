import { randomUUID } from "node:crypto";
import type { DataSource } from "typeorm";
import type { AuthConfig } from "../../config.js";
import type { Authenticated } from "../sessions/index.js";
import { validationFailed } from "../common/errors.js";
import { assertTextable } from "../common/sms-allowance.js";
import { factorsOf, one, type Db, type FactorRow } from "../common/store.js";
import { downgradeSessions } from "./aal.js";
import type { FactorSecrets } from "./factor-secrets.js";
import {
  factorNotFound,
  insufficientAal,
  nameConflict,
  tooManyFactors,
  verifiedPhoneExists,
} from "./factors.errors.js";
import { newTotpEnrollment } from "./totp.js";

export const MAX_FACTORS_PER_USER = 10;
/** Enrolments never verified are swept after this, so abandoned ones free their name and slot. */
export const UNVERIFIED_FACTOR_TTL_SECONDS = 300;
const MAX_FRIENDLY_NAME = 120;

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;
export const isUuid = (value: unknown): value is string => typeof value === "string" && UUID.test(value);

/** The caller's own factor, or 404 (another user's factor is indistinguishable from none). */
export async function ownedFactor(db: Db, userId: string, factorId: string, lock = false): Promise<FactorRow> {
  if (!isUuid(factorId)) throw factorNotFound();
  const factor = await one<FactorRow>(
    db,
    `SELECT * FROM auth_mfa_factor WHERE id = $1 AND user_id = $2${lock ? " FOR UPDATE" : ""}`,
    [factorId, userId],
  );
  if (!factor) throw factorNotFound();
  return factor;
}

/** E.164 ("+" and 2–15 digits); spaces, dashes, dots and brackets are dropped first. */
export function readE164(value: unknown): string {
  if (typeof value !== "string" || !value.trim())
    throw validationFailed("Phone number required to enroll Phone factor");
  const digits = value.replace(/[\s\-().]/g, "").replace(/^\+/, "");
  if (!/^[1-9]\d{1,14}$/.test(digits)) throw validationFailed("Invalid phone number format (E.164 required)");
  return `+${digits}`;
}

function readFriendlyName(value: unknown): string | null {
  if (value === undefined || value === null) return null;
  if (typeof value !== "string") throw validationFailed("friendly_name must be a string");
  const name = value.trim();
  if (name.length > MAX_FRIENDLY_NAME)
    throw validationFailed(`friendly_name must be at most ${MAX_FRIENDLY_NAME} characters`);
  return name || null;
}

export interface EnrollInput {
  factor_type?: unknown;
  friendly_name?: unknown;
  issuer?: unknown;
  phone?: unknown;
}

/** POST /factors and DELETE /factors/:id. */
export class FactorsService {
  constructor(
    private readonly db: DataSource,
    private readonly config: AuthConfig,
    private readonly secrets: FactorSecrets,
  ) {}

  async enroll(auth: Authenticated, input: EnrollInput) {
    const type = input.factor_type;
    if (type !== "totp" && type !== "phone" && type !== "webauthn")
      throw validationFailed("factor_type needs to be totp, phone, or webauthn");
    const name = readFriendlyName(input.friendly_name);
    const phone = type === "phone" ? readE164(input.phone) : "";
    // Its codes will be texted: only to the countries this service texts.
    if (phone) assertTextable(this.config, phone.slice(1));
    const issuer =
      typeof input.issuer === "string" && input.issuer.trim()
        ? input.issuer.trim()
        : new URL(this.config.siteUrl).hostname;
    const totp = type === "totp" ? await newTotpEnrollment(issuer, auth.user.email ?? auth.user.id) : null;

    const factor = await this.db.transaction(async (tx) => {
      // One enrolment at a time per user, so the count and name checks hold.
      await tx.query(`SELECT id FROM auth_user WHERE id = $1 FOR UPDATE`, [auth.user.id]);
      await tx.query(
        `DELETE FROM auth_mfa_factor WHERE status = 'unverified' AND created_at < now() - make_interval(secs => $1)`,
        [UNVERIFIED_FACTOR_TTL_SECONDS],
      );
      let factors = await factorsOf(tx, auth.user.id);
      if (factors.some((f) => f.status === "verified") && auth.session.aal !== "aal2")
        throw insufficientAal(403, "enroll a new factor");
      if (type === "phone") {
        const samePhone = factors.filter((f) => f.factor_type === "phone" && f.phone === phone);
        if (samePhone.some((f) => f.status === "verified")) throw verifiedPhoneExists();
        // Enrolling the same number again replaces the earlier, never-verified attempt.
        await tx.query(`DELETE FROM auth_mfa_factor WHERE id = ANY($1::uuid[])`, [samePhone.map((f) => f.id)]);
        factors = factors.filter((f) => !samePhone.includes(f));
      }
      if (name !== null && factors.some((f) => f.friendly_name === name)) throw nameConflict(name);
      if (factors.length >= MAX_FACTORS_PER_USER) throw tooManyFactors();
      // The id is chosen here: the stored secret is encrypted bound to it.
      const id = randomUUID();
      return (await one<FactorRow>(
        tx,
        `INSERT INTO auth_mfa_factor (id, user_id, friendly_name, factor_type, secret, phone) VALUES ($1, $2, $3, $4, $5, $6) RETURNING *`,
        [id, auth.user.id, name, type, totp ? this.secrets.seal(id, totp.secret) : null, phone],
      ))!;
    });

    const base = { id: factor.id, type, friendly_name: factor.friendly_name ?? "" };
    // A WebAuthn factor's credential is made by its first challenge and verify.
    if (type === "webauthn") return base;
    return totp ? { ...base, totp: { qr_code: totp.qrCode, secret: totp.secret, uri: totp.uri } } : { ...base, phone };
  }

  async unenroll(auth: Authenticated, factorId: string) {
    return this.db.transaction(async (tx) => {
      const factor = await ownedFactor(tx, auth.user.id, factorId, true);
      if (factor.status === "verified" && auth.session.aal !== "aal2")
        throw insufficientAal(422, "unenroll verified factor");
      await downgradeSessions(tx, factor);
      await tx.query(`DELETE FROM auth_mfa_factor WHERE id = $1`, [factor.id]);
      return { id: factor.id };
    });
  }
}
