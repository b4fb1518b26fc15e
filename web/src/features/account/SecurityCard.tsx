import { Button, Stack } from "@chakra-ui/react";
import { FormattedMessage } from "react-intl";
import { useSession } from "../../auth/SessionContext";
import { TotpEnrollmentOnDemand } from "../auth";
import { useAuthToasts } from "../auth";
import { AccountCard } from "./AccountCard";
import { CredentialList } from "./CredentialList";
import { LinkGoogle } from "./LinkGoogle";
import { MfaStatus } from "./MfaStatus";
import { ConfirmFactorRemoval, useFactorCard } from "./useFactorCard";

interface SecurityCardProps {
  /** Staff may need their authenticator to reach the back office: the last one stays. */
  keepLastFactor?: boolean;
  /** Where Google brings the user back after linking. */
  returnPath: string;
}

/** Two-step verification with an authenticator app (TOTP), and linking Google. */
export function SecurityCard({ keepLastFactor = false, returnPath }: SecurityCardProps) {
  const { user, aal } = useSession();
  const toasts = useAuthToasts();
  const { mode, setMode, removing, remove, askRemove } = useFactorCard({
    removed: "account.security.removedToast",
    onFailure: (error) => toasts.error(error, "account.security.removeFailed"),
  });
  const factors = (user?.factors ?? []).filter((f) => f.factor_type === "totp" && f.status === "verified");

  return (
    <AccountCard id="account-security-title" title={<FormattedMessage id="account.security.title" />}>
      <Stack gap="5">
        <MfaStatus enabled={factors.length > 0} aal2={aal.current === "aal2"} />

        {mode.kind === "adding" && (
          <TotpEnrollmentOnDemand
            onEnrolled={() => {
              setMode({ kind: "idle" });
              toasts.success("account.security.enabledToast");
            }}
            onCancel={() => setMode({ kind: "idle" })}
          />
        )}

        {mode.kind === "confirming" && (
          <ConfirmFactorRemoval
            intro="account.security.confirmToRemove"
            onCancel={() => setMode({ kind: "idle" })}
            onConfirmed={async () => {
              setMode({ kind: "idle" });
              await remove(mode.removeFactorId);
            }}
          />
        )}

        {mode.kind === "idle" && (
          <>
            {factors.length > 0 && (
              <CredentialList
                items={factors}
                text={{
                  unnamed: "account.security.factorName",
                  added: "account.security.factorAdded",
                  remove: "account.security.remove",
                  keepLast: "account.security.keepLast",
                }}
                keepLast={keepLastFactor && factors.length === 1}
                removing={removing}
                onRemove={askRemove}
              />
            )}
            {factors.length === 0 && (
              <Button colorPalette="navy" alignSelf="start" onClick={() => setMode({ kind: "adding" })}>
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
