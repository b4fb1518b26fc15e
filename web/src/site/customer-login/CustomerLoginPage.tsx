import { FormattedMessage } from "react-intl";
import { customerSignupPath, dashboardPathFor } from "../../auth/paths";
import { sanitizeRedirect } from "../../auth/redirects";
import { useSession } from "../../auth/SessionContext";
import { PageTitle } from "../../ui/components/PageTitle";
import { defineIsland } from "../../islands/island";
import { useSearchParams } from "../../ui/navigation/navigation";
import { Redirect } from "../../ui/navigation/Redirect";
import { AuthFooterLink, AuthPageShell, CustomerSignIn, GoogleSignIn, useAuthToasts } from "../../features/auth";

/** The page's content: an island over the server's HTML (its title stays in the page's head). */
export function CustomerLogin() {
  const { loading, session, role, needsSecondFactor } = useSession();
  const params = useSearchParams();
  const toasts = useAuthToasts();
  const redirect = params.get("redirect");
  const destination = sanitizeRedirect(redirect, dashboardPathFor(role));
  const signupLink = redirect
    ? `${customerSignupPath}?${new URLSearchParams({ redirect }).toString()}`
    : customerSignupPath;

  // Already signed in (and through the second step): straight on. While the session is still being
  // read the form is there already (the server's page has it): what a visitor types is kept.
  if (!loading && session && !needsSecondFactor) return <Redirect to={destination} />;

  return (
    <>
      <AuthPageShell
        eyebrow={<FormattedMessage id="auth.customerLogin.eyebrow" />}
        title={<FormattedMessage id="auth.customerLogin.title" />}
        subtitle={<FormattedMessage id="auth.customerLogin.subtitle" />}
        footer={
          <AuthFooterLink
            prompt="auth.customerLogin.noAccount"
            action="auth.customerLogin.createAccount"
            to={signupLink}
          />
        }
      >
        {/* Signed in already and only owing the authenticator code: no other way in to offer. */}
        {!session && <GoogleSignIn />}
        <CustomerSignIn
          // Signed in already and owing only the code: the form starts again at that step.
          key={!loading && session && needsSecondFactor ? "code" : "sign-in"}
          labelledBy="auth-page-title"
          // The page moves on by itself once the session shows up (above).
          onComplete={toasts.welcomeBack}
        />
      </AuthPageShell>
    </>
  );
}

const CustomerLoginIsland = defineIsland("customer-login", CustomerLogin, "load");

export default function CustomerLoginPage() {
  return (
    <>
      <PageTitle id="auth.customerLogin.title" />
      <CustomerLoginIsland />
    </>
  );
}
