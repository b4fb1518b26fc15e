import { Badge, Button, HStack, Stack, Text } from "@chakra-ui/react";
import type { Factor } from "@supabase/auth-js";
import { useState } from "react";
import { FormattedDate, FormattedMessage } from "react-intl";
import { useAuthSettings } from "../../auth/authSettings";
import { useSession } from "../../auth/SessionContext";
import { GoogleIcon, ShieldIcon } from "../../components/icons";
import { MfaChallengeForm } from "../auth/MfaChallengeForm";
import { TotpEnrollment } from "../auth/TotpEnrollment";
import { useAuthToasts } from "../auth/useAuthToasts";
import { AccountCard } from "./AccountCard";

interface SecurityCardProps {
  /** Staff may need their authenticator to reach the back office: the last one stays. */
  keepLastFactor?: boolean;
  /** Where Google brings the user back after linking. */
  returnPath: string;
}

type Mode = { kind: "idle" } | { kind: "enrolling" } | { kind: "confirming"; removeFactorId: string };

/** Two-step verification with an authenticator app (TOTP), and linking Google. */
export function SecurityCard({ keepLastFactor = false, returnPath }: SecurityCardProps) {
  const { client, user, aal } = useSession();
  const toasts = useAuthToasts();
  const [mode, setMode] = useState<Mode>({ kind: "idle" });
  const [removing, setRemoving] = useState<string | null>(null);
  const factors = (user?.factors ?? []).filter((f) => f.factor_type === "totp" && f.status === "verified");

  async function remove(factorId: string) {
    setRemoving(factorId);
    const { error } = await client.mfa.unenroll({ factorId });
    if (!error) {
      // The server lowered this session to aal1: a refresh brings the new level and factor list.
      await client.refreshSession();
      toasts.success("account.security.removedToast");
    } else {
      toasts.error(error, "account.security.removeFailed");
    }
    setRemoving(null);
  }

  const askRemove = (factor: Factor) => {
    // A verified factor can only be removed from an aal2 session: confirm a code first.
    if (aal.current === "aal2") void remove(factor.id);
    else setMode({ kind: "confirming", removeFactorId: factor.id });
  };

  return (
    <AccountCard id="account-security-title" title={<FormattedMessage id="account.security.title" />}>
      <Stack gap="5">
        <HStack gap="3" align="start">
          <ShieldIcon boxSize="6" color={factors.length ? "green.600" : "fg.muted"} mt="0.5" />
          <Stack gap="1">
            <Text fontWeight="semibold">
              <FormattedMessage id="account.security.mfaTitle" />
            </Text>
            <Text color="fg.muted" fontSize="sm" data-testid="mfa-status">
              <FormattedMessage id={factors.length ? "account.security.mfaOn" : "account.security.mfaOff"} />
            </Text>
            <Text color="fg.muted" fontSize="sm">
              <FormattedMessage id="account.security.sessionLevel" />{" "}
              <Badge
                colorPalette={aal.current === "aal2" ? "green" : "gray"}
                variant="subtle"
                data-testid="session-aal"
              >
                <FormattedMessage id={aal.current === "aal2" ? "account.aal.aal2" : "account.aal.aal1"} />
              </Badge>
            </Text>
          </Stack>
        </HStack>

        {mode.kind === "enrolling" && (
          <TotpEnrollment
            onEnrolled={() => {
              setMode({ kind: "idle" });
              toasts.success("account.security.enabledToast");
            }}
            onCancel={() => setMode({ kind: "idle" })}
          />
        )}

        {mode.kind === "confirming" && (
          <MfaChallengeForm
            intro={
              <Text fontSize="sm" color="fg.muted">
                <FormattedMessage id="account.security.confirmToRemove" />
              </Text>
            }
            cancelLabel="common.cancel"
            onCancel={() => setMode({ kind: "idle" })}
            onVerified={async () => {
              setMode({ kind: "idle" });
              await remove(mode.removeFactorId);
            }}
          />
        )}

        {mode.kind === "idle" && (
          <>
            {factors.length > 0 && (
              <Stack as="ul" gap="2" listStyleType="none">
                {factors.map((factor) => (
                  <HStack
                    as="li"
                    key={factor.id}
                    justify="space-between"
                    gap="3"
                    borderWidth="1px"
                    borderColor="border"
                    rounded="md"
                    px="4"
                    py="3"
                    flexWrap="wrap"
                  >
                    <Stack gap="0">
                      <Text fontWeight="medium">
                        {factor.friendly_name || <FormattedMessage id="account.security.factorName" />}
                      </Text>
                      <Text fontSize="xs" color="fg.muted">
                        <FormattedMessage
                          id="account.security.factorAdded"
                          values={{ date: <FormattedDate value={factor.created_at} dateStyle="medium" /> }}
                        />
                      </Text>
                    </Stack>
                    {keepLastFactor && factors.length === 1 ? (
                      <Text fontSize="xs" color="fg.muted" maxW="xs">
                        <FormattedMessage id="account.security.keepLast" />
                      </Text>
                    ) : (
                      <Button
                        size="sm"
                        variant="outline"
                        colorPalette="red"
                        loading={removing === factor.id}
                        onClick={() => askRemove(factor)}
                      >
                        <FormattedMessage id="account.security.remove" />
                      </Button>
                    )}
                  </HStack>
                ))}
              </Stack>
            )}
            {factors.length === 0 && (
              <Button colorPalette="navy" alignSelf="start" onClick={() => setMode({ kind: "enrolling" })}>
                <FormattedMessage id="account.security.addFactor" />
              </Button>
            )}
            <LinkGoogle returnPath={returnPath} />
          </>
        )}
      </Stack>
    </AccountCard>
  );
}

/** Offered when the server has Google sign-in and lets users link identities, and Google is not yet linked. */
function LinkGoogle({ returnPath }: { returnPath: string }) {
  const settings = useAuthSettings();
  const { client, user } = useSession();
  const toasts = useAuthToasts();
  const [redirecting, setRedirecting] = useState(false);
  if (
    !settings?.googleEnabled ||
    !settings.manualLinking ||
    user?.identities?.some((identity) => identity.provider === "google")
  )
    return null;

  async function link() {
    setRedirecting(true);
    const { error } = await client.linkIdentity({
      provider: "google",
      options: { redirectTo: `${window.location.origin}${returnPath}` },
    });
    if (error) {
      setRedirecting(false);
      toasts.error(error, "account.security.linkGoogleFailed");
    }
  }

  return (
    <Stack gap="2" borderTopWidth="1px" borderColor="border" pt="5">
      <Text fontWeight="semibold">
        <FormattedMessage id="account.security.connectedAccounts" />
      </Text>
      <Text color="fg.muted" fontSize="sm">
        <FormattedMessage id="account.security.linkGoogleIntro" />
      </Text>
      <Button variant="outline" alignSelf="start" gap="3" loading={redirecting} onClick={() => void link()}>
        <GoogleIcon boxSize="5" />
        <FormattedMessage id="account.security.linkGoogle" />
      </Button>
    </Stack>
  );
}
