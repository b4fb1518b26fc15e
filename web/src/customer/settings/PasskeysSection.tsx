import { Button, Stack, Text } from "@chakra-ui/react";
import type { PasskeyListItem } from "@supabase/auth-js";
import { useCallback, useEffect, useState } from "react";
import { FormattedMessage } from "react-intl";
import { useSession } from "../../auth/SessionContext";
import { AccountCard, CredentialList } from "../../features/account";
import { useAuthToasts, browserSupportsWebAuthn, describeWebAuthnError } from "../../features/auth";

/** Passkeys: sign in with the device's screen lock instead of a password. Add one, see them, remove one. */
export function PasskeysSection() {
  const { client, user } = useSession();
  const toasts = useAuthToasts();
  const [passkeys, setPasskeys] = useState<PasskeyListItem[] | null>(null);
  const [adding, setAdding] = useState(false);
  const [removing, setRemoving] = useState<string | null>(null);

  const load = useCallback(async () => {
    const { data, error } = await client.passkey.list();
    if (error) toasts.errorMessage(describeWebAuthnError(error, "settings.passkeys.failed"));
    setPasskeys(data ?? []);
  }, [client, toasts]);

  useEffect(() => {
    if (user) void load();
  }, [user, load]);

  async function add() {
    setAdding(true);
    const { error } = browserSupportsWebAuthn() ? await client.registerPasskey() : { error: { code: "unsupported" } };
    setAdding(false);
    if (error) {
      toasts.errorMessage(describeWebAuthnError(error, "settings.passkeys.failed"));
      return;
    }
    toasts.success("settings.passkeys.addedToast");
    await load();
  }

  async function remove(passkeyId: string) {
    setRemoving(passkeyId);
    const { error } = await client.passkey.delete({ passkeyId });
    setRemoving(null);
    if (error) {
      toasts.errorMessage(describeWebAuthnError(error, "settings.passkeys.failed"));
      return;
    }
    toasts.success("settings.passkeys.removedToast");
    await load();
  }

  return (
    <AccountCard id="settings-passkeys-title" title={<FormattedMessage id="settings.passkeys.title" />}>
      <Stack gap="4" data-testid="passkeys">
        <Text color="fg.muted" fontSize="sm">
          <FormattedMessage id="settings.passkeys.intro" />
        </Text>
        {passkeys && passkeys.length === 0 && (
          <Text fontSize="sm">
            <FormattedMessage id="settings.passkeys.none" />
          </Text>
        )}
        {passkeys && passkeys.length > 0 && (
          <CredentialList
            items={passkeys}
            labelledBy="settings-passkeys-title"
            text={{
              unnamed: "settings.passkeys.name",
              added: "settings.passkeys.added",
              remove: "settings.passkeys.remove",
            }}
            removing={removing}
            onRemove={(passkey) => void remove(passkey.id)}
          />
        )}
        <Button colorPalette="navy" alignSelf="start" loading={adding} onClick={() => void add()}>
          <FormattedMessage id="settings.passkeys.add" />
        </Button>
      </Stack>
    </AccountCard>
  );
}
