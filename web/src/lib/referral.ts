// An affiliate's ?ref= code, remembered for the visit: every form that makes a lead (booking
// request, contact message) sends it, whichever page the visitor landed on. sessionStorage only —
// the site has no consent prompt, so nothing keeps it beyond the visit (see the cookies notes in
// docs/security.md).

const KEY = "skycharter.referral";
// The API's own rule (server/src/core/form-checks.ts): letters, digits, - and _, at most 40.
const CODE = /^[A-Za-z0-9_-]{1,40}$/;

/** Keeps the page address's ?ref= code for the visit, when it has a well-formed one. */
export function rememberReferral(search: string): void {
  const code = new URLSearchParams(search).get("ref")?.trim();
  if (!code || !CODE.test(code)) return;
  try {
    globalThis.sessionStorage?.setItem(KEY, code);
  } catch {
    // Storage refused (a privacy mode): the code still counts on the page it came with.
  }
}

/** The visit's referral code, or null. */
export function visitReferral(): string | null {
  try {
    return globalThis.sessionStorage?.getItem(KEY) ?? null;
  } catch {
    return null;
  }
}

/** The sign-up data's part for a referral code: nothing without one. */
export const withReferral = (code: string | null): { referral_code?: string } => (code ? { referral_code: code } : {});
