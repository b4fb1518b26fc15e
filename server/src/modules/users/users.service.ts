import type { DataSource } from "typeorm";
import { findUserById } from "../../auth/common/store.js";
import { hasRole, type Viewer } from "../../core/viewer.js";
import { Role } from "./role.enum.js";
import { ASSIGNABLE_STAFF } from "./user-rows.js";
import type { UserSummary, ViewerInfo } from "./user.js";

export class UsersService {
  constructor(private readonly db: DataSource) {}

  async viewerInfo(viewer: Viewer): Promise<ViewerInfo | null> {
    const user = await findUserById(this.db, viewer.userId);
    if (!user) return null;
    const name = user.user_metadata.name;
    return {
      id: user.id,
      email: user.email ?? "",
      name: typeof name === "string" ? name : null,
      role: Role[viewer.role],
      assuranceLevel: viewer.aal,
      nextAssuranceLevel: viewer.aal === "aal2" || viewer.owesSecondFactor ? "aal2" : "aal1",
      canUseStaffTools: hasRole(viewer, "STAFF"),
    };
  }

  /** Everyone a lead can be assigned to: STAFF and ADMIN users who are not banned, by name then email. */
  async staffMembers(): Promise<UserSummary[]> {
    return (await this.db.query(
      `SELECT id, email, user_metadata->>'name' AS name FROM auth_user
       WHERE ${ASSIGNABLE_STAFF}
       ORDER BY lower(coalesce(user_metadata->>'name', email)), email`,
    )) as UserSummary[];
  }
}
