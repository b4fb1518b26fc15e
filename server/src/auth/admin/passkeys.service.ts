import type { DataSource } from "typeorm";
import { isUuid } from "../../core/ids.js";
import { writeAudit } from "../../core/audit.js";
import { passkeyJson, passkeyNotFound } from "../passkeys/index.js";
import { one } from "../common/store.js";
import { passkeysOf, type CredentialRow } from "../webauthn/index.js";
import { loadUser } from "./admin.errors.js";

/** /admin/users/{id}/passkeys: an operator lists a user's passkeys or removes one (a lost device). */
export class AdminPasskeysService {
  constructor(private readonly db: DataSource) {}

  async list(userId: string) {
    const user = await loadUser(this.db, userId);
    return (await passkeysOf(this.db, user.id)).map(passkeyJson);
  }

  /** The passkey no longer signs anyone in; sessions it opened stay, as when its owner removes it. */
  async remove(userId: string, passkeyId: string): Promise<void> {
    await this.db.transaction(async (tx) => {
      const user = await loadUser(tx, userId, true);
      if (!isUuid(passkeyId)) throw passkeyNotFound();
      const row = await one<CredentialRow>(
        tx,
        `DELETE FROM auth_webauthn_credential WHERE id = $1 AND user_id = $2 AND factor_id IS NULL RETURNING *`,
        [passkeyId, user.id],
      );
      if (!row) throw passkeyNotFound();
      await writeAudit(tx, [
        {
          actorUserId: null,
          action: "user.passkey_delete",
          entity: "auth_user",
          entityId: user.id,
          before: { passkeyId: row.id, friendlyName: row.friendly_name },
          after: null,
        },
      ]);
    });
  }
}
