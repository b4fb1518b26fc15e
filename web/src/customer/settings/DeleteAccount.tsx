import { Button, Input } from "@chakra-ui/react";
import { useApolloClient } from "@apollo/client/react";
import { useState, type FormEvent } from "react";
import { FormattedMessage } from "react-intl";
import { signOutHere } from "../../auth/signOut";
import { useSession } from "../../auth/SessionContext";
import type { FieldError } from "../../auth/validation";
import { AuthField, AuthForm, MfaChallengeForm, useAuthToasts } from "../../features/auth";
import { useSettings_DeleteMyAccountMutation } from "../../graphql/generated";
import { hasErrorCode } from "../../ui/components/form/fieldErrors";
import { useNavigate } from "../../ui/navigation/navigation";

export const deleteMyAccountMutation = /* GraphQL */ `
  mutation Settings_DeleteMyAccount($confirmEmail: String!) {
    deleteMyAccount(confirmEmail: $confirmEmail)
  }
`;

/** Typing the address is the confirmation; with an authenticator, a fresh code comes first. */
export function DeleteAccount() {
  const { client, store, user, aal } = useSession();
  const apollo = useApolloClient();
  const navigate = useNavigate();
  const toasts = useAuthToasts();
  const [email, setEmail] = useState("");
  const [error, setError] = useState<FieldError>();
  const [askCode, setAskCode] = useState(false);
  const [deleteAccount, { loading }] = useSettings_DeleteMyAccountMutation();
  const hasFactor = (user?.factors ?? []).some((f) => f.status === "verified");

  async function run() {
    try {
      await deleteAccount({ variables: { confirmEmail: email } });
    } catch (failure) {
      if (hasErrorCode(failure, "BAD_USER_INPUT")) return setError({ id: "settings.delete.emailMismatch" });
      // The server's words are English; the reason that matters here is translated.
      return toasts.errorMessage({ id: "settings.delete.failed" });
    }
    await signOutHere(client, store);
    await apollo.clearStore();
    navigate("/", { replace: true });
    toasts.success("settings.delete.done", "settings.delete.doneBody");
  }

  async function onSubmit(event: FormEvent) {
    event.preventDefault();
    if (email.trim().toLowerCase() !== (user?.email ?? "").toLowerCase())
      return setError({ id: "settings.delete.emailMismatch" });
    setError(undefined);
    if (hasFactor && aal.current !== "aal2") return setAskCode(true);
    await run();
  }

  if (askCode) {
    return (
      <MfaChallengeForm
        cancelLabel="common.cancel"
        onCancel={() => setAskCode(false)}
        onVerified={async () => {
          setAskCode(false);
          await run();
        }}
      />
    );
  }

  return (
    <AuthForm onSubmit={onSubmit} labelledBy="settings-data-title">
      <AuthField label="settings.delete.confirmLabel" error={error}>
        <Input
          type="email"
          value={email}
          onChange={(e) => setEmail(e.target.value)}
          autoComplete="off"
          dir="ltr"
          data-testid="delete-confirm-email"
        />
      </AuthField>
      <Button type="submit" colorPalette="red" alignSelf="start" loading={loading}>
        <FormattedMessage id="settings.delete.submit" />
      </Button>
    </AuthForm>
  );
}
