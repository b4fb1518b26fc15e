import { AppError, ErrorCode } from "../../core/errors.js";
import { isUuid } from "../../core/ids.js";
import { AuthError } from "../common/errors.js";
import { findUserById, type Db, type UserRow } from "../common/store.js";

// Supabase Auth's admin answers, and the back office's refusals put in its words.

export const userNotFound = () => new AuthError(404, "user_not_found", "User not found");

export const duplicateEmail = () =>
  new AuthError(422, "email_exists", "A user with this email address has already been registered");

export const duplicatePhone = () =>
  new AuthError(422, "phone_exists", "Phone number already registered by another user");

/** GoTrue's loadUser: a malformed id is 404 validation_failed, an unknown one 404 user_not_found. */
export async function loadUser(db: Db, id: string, lock = false): Promise<UserRow> {
  if (!isUuid(id)) throw new AuthError(404, "validation_failed", "user_id must be an UUID");
  if (lock) await db.query(`SELECT 1 FROM auth_user WHERE id = $1 FOR UPDATE`, [id]);
  const user = await findUserById(db, id);
  if (!user) throw userNotFound();
  return user;
}

/** A rule the back office shares with the admin API (the last admin, an unproven address) refuses as GoTrue refuses input. */
export function asAuthError(error: unknown): unknown {
  if (!(error instanceof AppError)) return error;
  if (error.code === ErrorCode.NOT_FOUND) return userNotFound();
  if (error.code === ErrorCode.CONFLICT) return new AuthError(422, "validation_failed", error.message);
  if (error.code === ErrorCode.BAD_USER_INPUT) return new AuthError(400, "validation_failed", error.message);
  return error;
}

/** Runs `work`, answering the back office's coded refusals in the admin API's format. */
export async function inAuthTerms<T>(work: () => Promise<T>): Promise<T> {
  try {
    return await work();
  } catch (error) {
    throw asAuthError(error);
  }
}
