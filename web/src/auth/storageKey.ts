/** Where auth-js keeps the session in localStorage (plain data: the static page's script reads it without auth-js). */
export const authStorageKey = "skycharter.auth";
