import { Alert, Button } from "@chakra-ui/react";
import { FormattedMessage } from "react-intl";
import { InlineLoader } from "../../ui/components/InlineLoader";
import { PageTitle } from "../../ui/components/PageTitle";
import { defineIsland } from "../../islands/island";
import { Redirect } from "../../ui/navigation/Redirect";
import {
  AuthPageShell,
  MfaChallengeForm,
  SignInForm,
  TotpEnrollment,
  SecurityKeyEnrollment,
} from "../../features/auth";
import { useAuthSettings } from "../../auth/authSettings";
import { NotStaffNotice } from "./NotStaffNotice";
import { useStaffLoginStep } from "./useStaffLoginStep";

/** The page's content: an island over the server's HTML (its title stays in the page's head). */
export function StaffLogin() {
  const { step, destination, signedIn, proceed, switchAccount, retryPassword } = useStaffLoginStep();
  // Under STAFF_REQUIRE_MFA=webauthn the setup step registers a security key instead of an app.
  const settings = useAuthSettings();
  const staffFactor = settings === null ? undefined : settings.staffFactor;
  // Arrived already signed in with access (e.g. from the footer link): straight on.
  if (step === "through") return <Redirect to={destination} />;

  return (
    <>
      <AuthPageShell
        eyebrow={<FormattedMessage id="auth.staff.eyebrow" />}
        title={<FormattedMessage id="auth.staff.title" />}
        subtitle={<FormattedMessage id="auth.staff.subtitle" />}
      >
        {step === "checking" && <InlineLoader />}
        {step === "password" && <SignInForm labelledBy="auth-page-title" onSignedIn={() => proceed(true)} />}
        {step === "code" && <MfaChallengeForm onVerified={() => proceed(true)} onCancel={switchAccount} />}
        {step === "enroll" && staffFactor === undefined && <InlineLoader />}
        {step === "enroll" && staffFactor === "webauthn" && (
          <SecurityKeyEnrollment
            intro={
              <Alert.Root status="info" variant="subtle">
                <Alert.Indicator />
                <Alert.Description>
                  <FormattedMessage id="auth.securityKey.staffRequired" />
                </Alert.Description>
              </Alert.Root>
            }
            onEnrolled={() => proceed(true)}
            onCancel={switchAccount}
          />
        )}
        {step === "enroll" && staffFactor !== undefined && staffFactor !== "webauthn" && (
          <TotpEnrollment
            intro={
              <Alert.Root status="info" variant="subtle">
                <Alert.Indicator />
                <Alert.Description>
                  <FormattedMessage id="auth.mfa.staffRequired" />
                </Alert.Description>
              </Alert.Root>
            }
            onEnrolled={() => proceed(true)}
            onCancel={switchAccount}
          />
        )}
        {step === "customer" && <NotStaffNotice signedIn={signedIn} onTryAgain={retryPassword} />}
        {step === "failed" && (
          <Alert.Root status="error" flexWrap="wrap" gap="3" alignItems="center">
            <Alert.Indicator />
            <Alert.Description flex="1">
              <FormattedMessage id="staff.checkFailed" />
            </Alert.Description>
            <Button size="sm" variant="outline" onClick={() => void proceed(false)}>
              <FormattedMessage id="common.retry" />
            </Button>
          </Alert.Root>
        )}
      </AuthPageShell>
    </>
  );
}

const StaffLoginIsland = defineIsland("staff-login", StaffLogin, "load");

export default function StaffLoginPage() {
  return (
    <>
      <PageTitle id="auth.staff.title" />
      <StaffLoginIsland />
    </>
  );
}
