import { resetPasswordPath } from "./paths";

export interface RecoveryTokens {
  access_token: string;
  refresh_token: string;
}

/**
 * A resent confirmation link for an address with several pending sign-ups activates no password:
 * it signs the inbox's owner in with the session in the URL fragment and `type=recovery`, so they
 * choose one. This PKCE client would refuse a fragment session, so it is taken out of the URL
 * before the client starts, and the page becomes the password form.
 */
export function takeRecoveryFragment(
  location: Pick<Location, "hash" | "search">,
  history: Pick<History, "replaceState">,
): RecoveryTokens | null {
  const params = new URLSearchParams(location.hash.replace(/^#/, ""));
  const access_token = params.get("access_token");
  const refresh_token = params.get("refresh_token");
  if (params.get("type") !== "recovery" || !access_token || !refresh_token) return null;
  history.replaceState(null, "", resetPasswordPath + location.search);
  return { access_token, refresh_token };
}
