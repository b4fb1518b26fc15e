import { Button, Link } from "@chakra-ui/react";
import type { Session } from "@supabase/auth-js";
import { useState, type FormEvent } from "react";
import { FormattedMessage } from "react-intl";
import { useAuthClient } from "../../auth/SessionContext";
import { hasErrors, validateSignIn, type FieldErrors } from "../../auth/validation";
import { CredentialFields } from "./CredentialFields";
import { ForgotPasswordForm } from "./ForgotPasswordForm";
import { useAuthToasts } from "./useAuthToasts";
import { AuthForm } from "./AuthForm";

interface SignInFormProps {
  onSignedIn: (session: Session) => void | Promise<void>;
  /** Names the form for assistive technology (the heading or tab it sits under). */
  labelledBy?: string;
}

/** Email and password; a failure is a toast titled 'Error' (spec §8). Offers the reset link. */
export function SignInForm({ onSignedIn, labelledBy }: SignInFormProps) {
  const client = useAuthClient();
  const toasts = useAuthToasts();
  const [values, setValues] = useState({ email: "", password: "" });
  const [errors, setErrors] = useState<FieldErrors<"email" | "password">>({});
  const [submitted, setSubmitted] = useState(false);
  const [submitting, setSubmitting] = useState(false);
  const [forgotOpen, setForgotOpen] = useState(false);

  const update = (field: "email" | "password", value: string) => {
    const next = { ...values, [field]: value };
    setValues(next);
    // After a first attempt, errors follow the input as it is corrected.
    if (submitted) setErrors(validateSignIn(next));
  };

  async function onSubmit(event: FormEvent) {
    event.preventDefault();
    setSubmitted(true);
    const problems = validateSignIn(values);
    setErrors(problems);
    if (hasErrors(problems)) return;
    setSubmitting(true);
    try {
      const { data, error } = await client.signInWithPassword({
        email: values.email.trim(),
        password: values.password,
      });
      if (error || !data.session) {
        toasts.error(error, "auth.toast.signInFailed");
        return;
      }
      await onSignedIn(data.session);
    } catch (error) {
      toasts.error(error, "auth.toast.signInFailed");
    } finally {
      setSubmitting(false);
    }
  }

  if (forgotOpen) return <ForgotPasswordForm initialEmail={values.email.trim()} onBack={() => setForgotOpen(false)} />;

  return (
    <AuthForm onSubmit={onSubmit} labelledBy={labelledBy}>
      <CredentialFields values={values} errors={errors} onChange={update} />
      <Link asChild alignSelf="end" fontSize="sm" color="navy.600">
        <button type="button" onClick={() => setForgotOpen(true)}>
          <FormattedMessage id="auth.forgot.link" />
        </button>
      </Link>
      <Button type="submit" colorPalette="navy" size="lg" loading={submitting}>
        <FormattedMessage id="auth.signIn.submit" />
      </Button>
    </AuthForm>
  );
}
