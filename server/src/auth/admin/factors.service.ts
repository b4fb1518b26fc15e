import type { DataSource, EntityManager } from "typeorm";
import { isUuid } from "../../core/ids.js";
import { writeAudit } from "../../core/audit.js";
import { AuthError, validationFailed } from "../common/errors.js";
import { downgradeSessions, factorNotFound, nameConflict, readE164 } from "../factors/index.js";
import { factorJson } from "../common/serialize.js";
import { factorsOf, one, type FactorRow } from "../common/store.js";
import { loadUser } from "./admin.errors.js";
import type { Body } from "./params.js";

/** GoTrue's loadFactor: a malformed id is 404 validation_failed, another user's or an unknown one 404 mfa_factor_not_found. */
async function loadFactor(tx: EntityManager, userId: string, factorId: string): Promise<FactorRow> {
  if (!isUuid(factorId)) throw new AuthError(404, "validation_failed", "factor_id must be an UUID");
  const factor = await one<FactorRow>(tx, `SELECT * FROM auth_mfa_factor WHERE id = $1 AND user_id = $2 FOR UPDATE`, [
    factorId,
    userId,
  ]);
  if (!factor) throw factorNotFound();
  return factor;
}

const audit = (tx: EntityManager, action: string, factor: FactorRow, after: Record<string, unknown> | null) =>
  writeAudit(tx, [
    {
      actorUserId: null,
      action,
      entity: "auth_user",
      entityId: factor.user_id,
      before: { factorId: factor.id, factorType: factor.factor_type, friendlyName: factor.friendly_name },
      after,
    },
  ]);

/** /admin/users/{id}/factors: an operator lists, renames or removes a user's second factors. */
export class AdminFactorsService {
  constructor(private readonly db: DataSource) {}

  async list(userId: string) {
    const user = await loadUser(this.db, userId);
    return (await factorsOf(this.db, user.id)).map(factorJson);
  }

  /** The factor goes; sessions that reached aal2 with it fall back (as when its owner unenrols it). */
  async remove(userId: string, factorId: string) {
    return this.db.transaction(async (tx) => {
      const user = await loadUser(tx, userId, true);
      const factor = await loadFactor(tx, user.id, factorId);
      await downgradeSessions(tx, factor);
      await tx.query(`DELETE FROM auth_mfa_factor WHERE id = $1`, [factor.id]);
      await audit(tx, "user.factor_delete", factor, null);
      return factorJson(factor);
    });
  }

  /** As Supabase Auth: a new friendly_name, and for a phone factor a new phone number. */
  async update(userId: string, factorId: string, body: Body) {
    const name = typeof body.friendly_name === "string" ? body.friendly_name.trim() : "";
    if (name.length > 120) throw validationFailed("friendly_name must be at most 120 characters");
    const phone = typeof body.phone === "string" && body.phone ? body.phone : null;
    return this.db.transaction(async (tx) => {
      const user = await loadUser(tx, userId, true);
      let factor = await loadFactor(tx, user.id, factorId);
      const before = factor;
      if (name && name !== factor.friendly_name) {
        if ((await factorsOf(tx, user.id)).some((f) => f.id !== factor.id && f.friendly_name === name))
          throw nameConflict(name);
        factor = (await one<FactorRow>(
          tx,
          `UPDATE auth_mfa_factor SET friendly_name = $2, updated_at = now() WHERE id = $1 RETURNING *`,
          [factor.id, name],
        ))!;
      }
      if (phone && factor.factor_type === "phone") {
        let e164: string;
        try {
          e164 = readE164(phone);
        } catch {
          throw validationFailed("Invalid phone number format (E.164 required)");
        }
        factor = (await one<FactorRow>(
          tx,
          `UPDATE auth_mfa_factor SET phone = $2, updated_at = now() WHERE id = $1 RETURNING *`,
          [factor.id, e164],
        ))!;
      }
      await audit(tx, "user.factor_update", before, {
        friendlyName: factor.friendly_name,
        phone: factor.phone || null,
      });
      return factorJson(factor);
    });
  }
}
