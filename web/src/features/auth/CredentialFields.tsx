import type { AuthErrorMessage } from "../../auth/authErrors";
import type { FieldError } from "../../auth/validation";
import { AuthField } from "./AuthField";
import { EmailInput } from "./EmailInput";
import { PasswordInput } from "./PasswordInput";

type Credential = "email" | "password";

interface CredentialFieldsProps {
  values: Record<Credential, string>;
  errors: Partial<Record<Credential, FieldError | AuthErrorMessage>>;
  onChange: (field: Credential, value: string) => void;
  /** A new account's password: the browser offers to make one up, and the rules show under it. */
  newPassword?: boolean;
}

/** The email and password pair of signing in and signing up, each with its problem beside it. */
export function CredentialFields({ values, errors, onChange, newPassword }: CredentialFieldsProps) {
  return (
    <>
      <AuthField label="auth.field.email" error={errors.email}>
        <EmailInput
          name="email"
          value={values.email}
          onChange={(event) => onChange("email", event.currentTarget.value)}
        />
      </AuthField>
      <AuthField
        label="auth.field.password"
        error={errors.password}
        helper={newPassword ? "auth.field.passwordHint" : undefined}
      >
        <PasswordInput
          name="password"
          autoComplete={newPassword ? "new-password" : "current-password"}
          value={values.password}
          onChange={(event) => onChange("password", event.currentTarget.value)}
        />
      </AuthField>
    </>
  );
}
