import { RoleRank, type Viewer } from "../../graphql/context.js";

/** Staff (or admin) whose session may use staff tools now: they see every customer's rows. */
export function seesAllRows(viewer: Viewer | null): boolean {
  return viewer !== null && RoleRank[viewer.role] >= RoleRank.STAFF && viewer.staffMfaSatisfied;
}

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/** Ids are UUIDs; anything else names no row (and must not reach SQL as a uuid). */
export const isUuid = (value: string) => UUID.test(value);
