import { Alert, Button, Stack } from "@chakra-ui/react";
import { useApolloClient } from "@apollo/client/react";
import { useCallback, useState } from "react";
import { FormattedMessage } from "react-intl";
import { Navigate, useNavigate, useSearchParams } from "react-router-dom";
import { customerDashboardPath, customerLoginPath, staffDashboardPath } from "../../auth/paths";
import { sanitizeRedirect } from "../../auth/redirects";
import { useSession } from "../../auth/SessionContext";
import { signOutHere } from "../../auth/signOut";
import { InlineLoader } from "../../components/InlineLoader";
import { PageTitle } from "../../components/PageTitle";
import { defineIsland } from "../../islands/island";
import { ButtonLink } from "../../components/RouterLinks";
import { AuthPageShell } from "../../features/auth/AuthPageShell";
import { MfaChallengeForm } from "../../features/auth/MfaChallengeForm";
import { SignInForm } from "../../features/auth/SignInForm";
import { TotpEnrollment } from "../../features/auth/TotpEnrollment";
import { useAuthToasts } from "../../features/auth/useAuthToasts";
import { needsSecondFactor } from "../../features/auth/verifyTotp";
import {
  StaffLogin_ViewerDocument,
  useStaffLogin_ViewerQuery,
  type StaffLogin_ViewerQuery,
} from "../../graphql/generated";

export const staffLoginViewerQuery = /* GraphQL */ `
  query StaffLogin_Viewer {
    viewer {
      id
      role
      canUseStaffTools
    }
  }
`;

/**
 * checking: asking the server where this session stands; password: the form; code: the
 * authenticator code; enroll: first-time authenticator setup (staff need aal2 when
 * STAFF_REQUIRE_MFA is on); customer: a customer account, which this login is not for.
 */
type Step = "checking" | "password" | "code" | "enroll" | "customer" | "failed";

/** The page's content: an island over the server's HTML (its title stays in the page's head). */
export function StaffLogin() {
  const { loading, session, client, store, needsSecondFactor: owesCode } = useSession();
  const apollo = useApolloClient();
  const navigate = useNavigate();
  const toasts = useAuthToasts();
  const [params] = useSearchParams();
  const destination = sanitizeRedirect(params.get("redirect"), staffDashboardPath);
  // Null until something happens on this page; until then the step follows the session we arrived with.
  const [chosen, setStep] = useState<Step | null>(null);
  const arrival = useStaffLogin_ViewerQuery({
    skip: loading || !session || chosen !== null,
    fetchPolicy: "network-only",
  });

  /** After a sign-in step on this page: where does the session stand now? The server decides access. */
  const proceed = useCallback(
    async (signedInHere: boolean) => {
      setStep("checking");
      let viewer: StaffLogin_ViewerQuery["viewer"];
      try {
        const { data } = await apollo.query<StaffLogin_ViewerQuery>({
          query: StaffLogin_ViewerDocument,
          fetchPolicy: "network-only",
        });
        viewer = data?.viewer ?? null;
      } catch {
        setStep("failed");
        return;
      }
      if (!viewer) {
        setStep("password");
        return;
      }
      if (viewer.role === "CUSTOMER") {
        // A customer who just typed their password here does not stay signed in by accident.
        if (signedInHere) await signOutHere(client, store);
        setStep("customer");
        return;
      }
      if (await needsSecondFactor(client)) setStep("code");
      else if (!viewer.canUseStaffTools) setStep("enroll");
      else {
        if (signedInHere) toasts.welcomeBack();
        navigate(destination, { replace: true });
      }
    },
    [apollo, client, store, toasts, navigate, destination],
  );

  const arrivalStep = (): Step | "through" => {
    if (loading || arrival.loading) return "checking";
    if (!session) return "password";
    if (arrival.error || !arrival.data) return "failed";
    const viewer = arrival.data.viewer;
    if (!viewer) return "password";
    if (viewer.role === "CUSTOMER") return "customer";
    if (owesCode) return "code";
    return viewer.canUseStaffTools ? "through" : "enroll";
  };
  const step = chosen ?? arrivalStep();
  // Arrived already signed in with access (e.g. from the footer link): straight on.
  if (step === "through") return <Navigate to={destination} replace />;

  const switchAccount = () => {
    void signOutHere(client, store).then(() => setStep("password"));
  };

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
        {step === "enroll" && (
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
        {step === "customer" && (
          <Stack gap="4">
            <Alert.Root status="warning" data-testid="staff-only-message">
              <Alert.Indicator />
              <Alert.Description>
                <FormattedMessage id="auth.staff.notStaff" />
              </Alert.Description>
            </Alert.Root>
            <ButtonLink to={session ? customerDashboardPath : customerLoginPath} colorPalette="navy">
              <FormattedMessage id={session ? "nav.myDashboard" : "auth.staff.customerLoginLink"} />
            </ButtonLink>
            {!session && (
              <Button variant="ghost" onClick={() => setStep("password")}>
                <FormattedMessage id="auth.staff.tryAgain" />
              </Button>
            )}
          </Stack>
        )}
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
