import { useEffect } from "react";
import { addressOf, useNavigate, usePageLocation } from "../../ui/navigation/navigation";
import { describeLinkProblem } from "../../auth/authErrors";
import { resetPasswordPath } from "../../auth/paths";
import { useSession } from "../../auth/SessionContext";
import { authLinkParams } from "../../auth/authLinks";
import { defineIsland } from "../../islands/island";
import { useAuthToasts } from "./useAuthToasts";

function withoutLinkParams(raw: string, prefix: "?" | "#"): string {
  const params = new URLSearchParams(raw.slice(1));
  for (const name of authLinkParams) params.delete(name);
  const rest = params.toString();
  return rest ? `${prefix}${rest}` : "";
}

/**
 * An emailed link or Google sign-in that could not sign the user in (expired link, opened in
 * another browser, provider error): say so once, and tidy the address bar.
 */
export function AuthLinkNotice() {
  const { loading, linkProblem, store } = useSession();
  const toasts = useAuthToasts();
  const location = usePageLocation();
  const navigate = useNavigate();

  useEffect(() => {
    if (!linkProblem) return;
    store.clearLinkProblem();
    // The reset page explains a bad recovery link itself.
    if (location.pathname !== resetPasswordPath) {
      toasts.errorMessage(describeLinkProblem(linkProblem));
    }
    navigate(
      addressOf({
        pathname: location.pathname,
        search: withoutLinkParams(location.search, "?"),
        hash: withoutLinkParams(location.hash, "#"),
      }),
      { replace: true },
    );
  }, [linkProblem, store, toasts, location, navigate]);

  // auth-js removes an exchanged ?code= from the address bar behind the router's back; the
  // router's copy of the URL follows, so a later `redirect` back to this page does not carry it.
  useEffect(() => {
    if (loading || linkProblem || !new URLSearchParams(location.search).has("code")) return;
    if (new URLSearchParams(window.location.search).has("code")) return;
    navigate(
      addressOf({ pathname: location.pathname, search: withoutLinkParams(location.search, "?"), hash: location.hash }),
      { replace: true },
    );
  }, [loading, linkProblem, location, navigate]);

  return null;
}

/** On a static page it wakes up only for an address that carries an auth link's answer. */
export const AuthLinkNoticeIsland = defineIsland("auth-link-notice", AuthLinkNotice, "auth-link");
