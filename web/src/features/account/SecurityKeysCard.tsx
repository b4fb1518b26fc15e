import { Button, HStack, Stack, Text } from "@chakra-ui/react";
import { FormattedMessage } from "react-intl";
import { useAuthSettings } from "../../auth/authSettings";
import { useSession } from "../../auth/SessionContext";
import { LockIcon } from "../../ui/components/icons";
import { SecurityKeyEnrollmentOnDemand } from "../auth";
import { useAuthToasts } from "../auth";
import { describeWebAuthnError } from "../auth";
import { AccountCard } from "./AccountCard";
import { CredentialList } from "./CredentialList";
import { ConfirmFactorRemoval, useFactorCard } from "./useFactorCard";

/**
 * Security keys (WebAuthn second factors) of the signed-in staff member: add one, remove one. Under
 * STAFF_REQUIRE_MFA=webauthn the last key stays, since the back office cannot be reached without it.
 */
export function SecurityKeysCard() {
  const { user } = useSession();
  const settings = useAuthSettings();
  const toasts = useAuthToasts();
  const { mode, setMode, removing, remove, askRemove } = useFactorCard({
    removed: "account.securityKeys.removedToast",
    onFailure: (error) => toasts.errorMessage(describeWebAuthnError(error, "account.securityKeys.removeFailed")),
  });
  const keys = (user?.factors ?? []).filter((f) => f.factor_type === "webauthn" && f.status === "verified");
  const keepLast = settings?.staffFactor === "webauthn" && keys.length === 1;

  return (
    <AccountCard id="account-security-keys-title" title={<FormattedMessage id="account.securityKeys.title" />}>
      <Stack gap="5" data-testid="security-keys">
        <HStack gap="3" align="start">
          <LockIcon boxSize="6" color={keys.length ? "green.600" : "fg.muted"} mt="0.5" />
          <Text color="fg.muted" fontSize="sm">
            <FormattedMessage id="account.securityKeys.intro" />
          </Text>
        </HStack>

        {mode.kind === "adding" && (
          <SecurityKeyEnrollmentOnDemand
            onEnrolled={() => {
              setMode({ kind: "idle" });
              toasts.success("account.securityKeys.addedToast");
            }}
            onCancel={() => setMode({ kind: "idle" })}
          />
        )}

        {mode.kind === "confirming" && (
          <ConfirmFactorRemoval
            intro="account.securityKeys.confirmToRemove"
            onCancel={() => setMode({ kind: "idle" })}
            onConfirmed={async () => {
              setMode({ kind: "idle" });
              await remove(mode.removeFactorId);
            }}
          />
        )}

        {mode.kind === "idle" && (
          <>
            {keys.length === 0 ? (
              <Text fontSize="sm" data-testid="security-keys-none">
                <FormattedMessage id="account.securityKeys.none" />
              </Text>
            ) : (
              <CredentialList
                items={keys}
                labelledBy="account-security-keys-title"
                text={{
                  unnamed: "auth.securityKey.defaultName",
                  added: "account.securityKeys.added",
                  remove: "account.securityKeys.remove",
                  keepLast: "account.securityKeys.keepLast",
                }}
                keepLast={keepLast}
                removing={removing}
                onRemove={askRemove}
              />
            )}
            <Button colorPalette="navy" variant="outline" alignSelf="start" onClick={() => setMode({ kind: "adding" })}>
              <FormattedMessage id="account.securityKeys.add" />
            </Button>
          </>
        )}
      </Stack>
    </AccountCard>
  );
}
