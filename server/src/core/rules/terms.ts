// The version of the broker's charter terms in force (their text is the agreements module's): asked
// for when a quote is accepted, and sent with a sign-up, whose form links the terms. Written once here
// so the web's sign-up form and the server agree on it.

/** The year and month the current wording took effect. */
export const CURRENT_TERMS_VERSION = "2026-11";
