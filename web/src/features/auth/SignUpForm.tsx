import { Button, Input, Text } from "@chakra-ui/react";
import type { Session } from "@supabase/auth-js";
// The errors module itself: the index would bring the whole auth client with the form.
import { isAuthWeakPasswordError } from "@supabase/auth-js/dist/module/lib/errors";
import { useState, type FormEvent } from "react";
import { FormattedMessage } from "react-intl";
import { describeAuthError, type AuthErrorMessage } from "../../auth/authErrors";
import { customerDashboardPath } from "../../auth/paths";
import { useAuthClient } from "../../auth/SessionContext";
import { hasErrors, validateSignUp, type FieldError } from "../../auth/validation";
import { useLocale } from "../../i18n/LocaleContext";
import { TextLink } from "../../ui/navigation/links";
import { CURRENT_TERMS_VERSION } from "../../../../server/src/core/rules/index.js";
import { visitReferral, withReferral } from "../../lib/referral";
import { AuthField } from "./AuthField";
import { CredentialFields } from "./CredentialFields";
import { useAuthToasts } from "./useAuthToasts";
import { AuthForm } from "./AuthForm";

type SignUpField = "name" | "email" | "password";

export interface SignedUp {
  email: string;
  /** Present only when the server confirms addresses without an email (MAILER_AUTOCONFIRM). */
  session: Session | null;
}

interface SignUpFormProps {
  onSignedUp: (result: SignedUp) => void | Promise<void>;
  labelledBy?: string;
  /** An address to start from, e.g. the one a booking request was just sent with. */
  initialEmail?: string;
}

/** Full name, email and password; the emailed link brings the user to their dashboard (spec §7). */
export function SignUpForm({ onSignedUp, labelledBy, initialEmail = "" }: SignUpFormProps) {
  const client = useAuthClient();
  const toasts = useAuthToasts();
  const { locale } = useLocale();
  const [values, setValues] = useState({ name: "", email: initialEmail, password: "" });
  const [errors, setErrors] = useState<Partial<Record<SignUpField, FieldError | AuthErrorMessage>>>({});
  const [submitted, setSubmitted] = useState(false);
  const [submitting, setSubmitting] = useState(false);

  const update = (field: SignUpField, value: string) => {
    const next = { ...values, [field]: value };
    setValues(next);
    if (submitted) setErrors(validateSignUp(next));
  };

  async function onSubmit(event: FormEvent) {
    event.preventDefault();
    setSubmitted(true);
    const problems = validateSignUp(values);
    setErrors(problems);
    if (hasErrors(problems)) return;
    setSubmitting(true);
    const email = values.email.trim();
    try {
      const { data, error } = await client.signUp({
        email,
        password: values.password,
        options: {
          // The visit's ?ref= code: the affiliate that brought the account (docs/security.md, "Affiliates").
          // The charter terms' version the consent line below links to: the account records it (docs/auth.md).
          data: {
            name: values.name.trim(),
            locale,
            terms_version: CURRENT_TERMS_VERSION,
            ...withReferral(visitReferral()),
          },
          emailRedirectTo: `${window.location.origin}${customerDashboardPath}`,
        },
      });
      if (error) {
        // The server's password rules go beside the password; anything else is a toast.
        if (isAuthWeakPasswordError(error))
          setErrors({ password: describeAuthError(error, "auth.toast.signUpFailed") });
        else toasts.error(error, "auth.toast.signUpFailed");
        return;
      }
      await onSignedUp({ email, session: data.session });
    } catch (error) {
      toasts.error(error, "auth.toast.signUpFailed");
    } finally {
      setSubmitting(false);
    }
  }

  return (
    <AuthForm onSubmit={onSubmit} labelledBy={labelledBy}>
      <AuthField label="auth.field.name" error={errors.name}>
        <Input
          name="name"
          autoComplete="name"
          maxLength={120}
          value={values.name}
          onChange={(event) => update("name", event.currentTarget.value)}
        />
      </AuthField>
      <CredentialFields values={values} errors={errors} onChange={update} newPassword />
      <Text fontSize="sm" color="fg.muted">
        <FormattedMessage
          id="auth.signUp.consent"
          values={{
            terms: (
              <TextLink to="/legal/terms" textDecoration="underline">
                <FormattedMessage id="auth.signUp.consentTerms" />
              </TextLink>
            ),
            privacy: (
              <TextLink to="/legal/privacy" textDecoration="underline">
                <FormattedMessage id="auth.signUp.consentPrivacy" />
              </TextLink>
            ),
          }}
        />
      </Text>
      <Button type="submit" colorPalette="gold" size="lg" loading={submitting}>
        <FormattedMessage id="auth.signUp.submit" />
      </Button>
    </AuthForm>
  );
}
