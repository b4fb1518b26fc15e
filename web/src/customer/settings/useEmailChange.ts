import { useEffect, useState, type FormEvent } from "react";
import { useSearchParams } from "react-router-dom";
import { authErrorCode, describeAuthError, type AuthErrorMessage } from "../../auth/authErrors";
import type { FieldError } from "../../auth/validation";
import { useSession } from "../../auth/SessionContext";
import { useAuthToasts } from "../../features/auth";
import { validateEmailChange } from "./settingsValidation";
import { useSecondStep } from "./useSecondStep";

export const emailChangedParam = "emailChanged";
// Supabase Auth's note (in the query for PKCE clients) that the first of two links was followed.
const halfConfirmedParam = "message";

/**
 * Changing the sign-in address: asking for the change (the second step first if the server wants
 * it), sending the pending change's link again, and saying once what a followed link did.
 */
export function useEmailChange() {
  const { client, user } = useSession();
  const toasts = useAuthToasts();
  const secondStep = useSecondStep();
  const [params, setParams] = useSearchParams();
  const [email, setEmail] = useState("");
  const [error, setError] = useState<FieldError | AuthErrorMessage>();
  const [busy, setBusy] = useState(false);
  const pending = user?.new_email;

  useEffect(() => {
    // Back from a confirmation link: say what it did once, and keep the address bar clean.
    if (params.get(emailChangedParam) === null) return;
    if (params.get(halfConfirmedParam) !== null) toasts.success("settings.email.halfConfirmed");
    else toasts.success("settings.email.changed");
    // From the address bar, not the router's copy: auth-js may have taken ?code= out of it since
    // the router read it, and the router's copy would put the code back.
    const left = new URLSearchParams(window.location.search);
    left.delete(emailChangedParam);
    left.delete(halfConfirmedParam);
    setParams(left, { replace: true });
  }, [params, setParams, toasts]);

  async function change() {
    setBusy(true);
    const redirect = `${window.location.origin}/customer/settings?${emailChangedParam}=1`;
    const { error: failed } = await client.updateUser({ email: email.trim() }, { emailRedirectTo: redirect });
    setBusy(false);
    if (!failed) {
      setEmail("");
      return;
    }
    if (secondStep.askIfNeeded(failed, change)) return;
    if (authErrorCode(failed) === "email_exists" || authErrorCode(failed) === "validation_failed")
      setError(describeAuthError(failed, "settings.saveFailed"));
    else toasts.error(failed, "settings.saveFailed");
  }

  async function onSubmit(event: FormEvent) {
    event.preventDefault();
    const problem = validateEmailChange(email, user?.email ?? "");
    setError(problem);
    if (!problem) await change();
  }

  async function resend() {
    setBusy(true);
    const { error: failed } = await client.resend({ type: "email_change", email: user?.email ?? "" });
    setBusy(false);
    if (failed) toasts.error(failed, "settings.saveFailed");
    else toasts.success("settings.email.resent");
  }

  return { user, email, setEmail, error, busy, pending, onSubmit, resend, secondStep };
}
