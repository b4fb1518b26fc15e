import { Button, Stack, Text } from "@chakra-ui/react";
import type { UserIdentity } from "@supabase/auth-js";
import { useState } from "react";
import { FormattedDate, FormattedMessage } from "react-intl";
import { useAuthSettings } from "../../auth/authSettings";
import { useSession } from "../../auth/SessionContext";
import { AccountCard, signInMethods, AccountListRow } from "../../features/account";
import { useAuthToasts } from "../../features/auth";

/**
 * The ways into the account (unlinking all but the last, where the server lets users link and
 * unlink), and ending the sessions on other devices.
 */
export function SignInsSection() {
  const { client, user } = useSession();
  const settings = useAuthSettings();
  const toasts = useAuthToasts();
  const [busy, setBusy] = useState<string | null>(null);
  const identities = user?.identities ?? [];
  const labels = new Map(signInMethods(identities).map((method) => [method.provider, method.label]));

  async function unlink(identity: UserIdentity) {
    setBusy(identity.identity_id);
    const { error } = await client.unlinkIdentity(identity);
    if (error) toasts.error(error, "settings.saveFailed");
    else {
      await client.refreshSession();
      toasts.success("settings.signIns.unlinked");
    }
    setBusy(null);
  }

  async function signOutOthers() {
    setBusy("others");
    const { error } = await client.signOut({ scope: "others" });
    setBusy(null);
    if (error) toasts.error(error, "settings.saveFailed");
    else toasts.success("settings.sessions.endedOthers");
  }

  return (
    <AccountCard id="settings-signins-title" title={<FormattedMessage id="settings.signIns.title" />}>
      <Stack as="ul" gap="2" listStyleType="none" data-testid="linked-identities">
        {identities.map((identity) => {
          const label = labels.get(identity.provider);
          return (
            <AccountListRow key={identity.identity_id}>
              <Stack gap="0">
                <Text fontWeight="medium">{label ? <FormattedMessage id={label} /> : identity.provider}</Text>
                <Text fontSize="xs" color="fg.muted">
                  <bdi>{identity.identity_data?.email as string | undefined}</bdi>
                  {identity.created_at && (
                    <>
                      {" · "}
                      <FormattedMessage
                        id="settings.signIns.since"
                        values={{ date: <FormattedDate value={identity.created_at} dateStyle="medium" /> }}
                      />
                    </>
                  )}
                </Text>
              </Stack>
              {settings?.manualLinking && identities.length > 1 && (
                <Button
                  size="sm"
                  variant="outline"
                  loading={busy === identity.identity_id}
                  onClick={() => void unlink(identity)}
                >
                  <FormattedMessage id="settings.signIns.unlink" />
                </Button>
              )}
            </AccountListRow>
          );
        })}
      </Stack>
      <Stack gap="2" borderTopWidth="1px" borderColor="border" pt="4">
        <Text fontWeight="semibold">
          <FormattedMessage id="settings.sessions.title" />
        </Text>
        <Text color="fg.muted" fontSize="sm">
          <FormattedMessage id="settings.sessions.intro" />
        </Text>
        <Button variant="outline" alignSelf="start" loading={busy === "others"} onClick={() => void signOutOthers()}>
          <FormattedMessage id="settings.sessions.signOutOthers" />
        </Button>
      </Stack>
    </AccountCard>
  );
}
