import {
  acceptInvitePath,
  customerLoginPath,
  customerSignupPath,
  resetPasswordPath,
  signupConfirmationPath,
  staffLoginPath,
} from "./paths";

// An origin no real URL has: a value that resolves elsewhere was an absolute or protocol-relative URL.
const probeOrigin = "https://app.invalid";
const maxLength = 2048;
// Pages that would only send the user round in a circle after signing in.
const authScreens = new Set([
  customerLoginPath,
  customerSignupPath,
  staffLoginPath,
  signupConfirmationPath,
  resetPasswordPath,
  acceptInvitePath,
]);

/**
 * The `redirect` query value made safe to navigate to: a path on this site (with its query
 * and fragment), or `fallback`. Absolute URLs, `//host`, backslashes, control characters and
 * other schemes (javascript:, data:) are refused, so a crafted link cannot send a user who
 * just signed in to another site.
 */
export function sanitizeRedirect(raw: string | null | undefined, fallback: string): string {
  if (typeof raw !== "string" || raw.length === 0 || raw.length > maxLength) return fallback;
  // eslint-disable-next-line no-control-regex -- control characters are exactly what is refused
  if (!raw.startsWith("/") || raw.startsWith("//") || /[\\\u0000-\u001f\u007f]/.test(raw)) return fallback;
  let url: URL;
  try {
    url = new URL(raw, probeOrigin);
  } catch {
    return fallback;
  }
  if (url.origin !== probeOrigin || authScreens.has(url.pathname)) return fallback;
  return `${url.pathname}${url.search}${url.hash}`;
}

/** A login page URL that returns to `target` after sign-in. */
export function loginUrl(loginPath: string, target: string): string {
  const safe = sanitizeRedirect(target, "");
  return safe && safe !== "/" ? `${loginPath}?${new URLSearchParams({ redirect: safe }).toString()}` : loginPath;
}
