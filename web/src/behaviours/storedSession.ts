import { authStorageKey } from "../auth/storageKey";
import { readStored } from "../lib/safeStorage";

/** Whether this browser holds a sign-in (auth-js's stored session), read without loading auth-js. */
export function hasStoredSession(): boolean {
  return readStored(authStorageKey) !== null;
}
