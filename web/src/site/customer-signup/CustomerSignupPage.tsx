import { FormattedMessage } from "react-intl";
import { customerLoginPath, dashboardPathFor } from "../../auth/paths";
import { useSession } from "../../auth/SessionContext";
import { PageTitle } from "../../ui/components/PageTitle";
import { defineIsland } from "../../islands/island";
import { useSearchParams } from "../../ui/navigation/navigation";
import { Redirect } from "../../ui/navigation/Redirect";
import { AuthFooterLink, AuthPageShell, GoogleSignIn, SignUpForm, useSignUpComplete } from "../../features/auth";

/** The page's content: an island over the server's HTML (its title stays in the page's head). */
export function CustomerSignup() {
  const { loading, session, role } = useSession();
  const params = useSearchParams();
  const onSignedUp = useSignUpComplete();
  const redirect = params.get("redirect");
  const loginLink = redirect
    ? `${customerLoginPath}?${new URLSearchParams({ redirect }).toString()}`
    : customerLoginPath;

  // While the session is still being read the form is there already (the server's page has it):
  // what a visitor types is kept; someone signed in goes on once that is known.
  if (!loading && session) return <Redirect to={dashboardPathFor(role)} />;

  return (
    <>
      <AuthPageShell
        eyebrow={<FormattedMessage id="auth.signup.eyebrow" />}
        title={<FormattedMessage id="auth.signup.title" />}
        subtitle={<FormattedMessage id="auth.signup.subtitle" />}
        footer={<AuthFooterLink prompt="auth.signup.haveAccount" action="auth.signup.signIn" to={loginLink} />}
      >
        <GoogleSignIn />
        <SignUpForm labelledBy="auth-page-title" onSignedUp={onSignedUp} initialEmail={params.get("email") ?? ""} />
      </AuthPageShell>
    </>
  );
}

const CustomerSignupIsland = defineIsland("customer-signup", CustomerSignup, "load");

export default function CustomerSignupPage() {
  return (
    <>
      <PageTitle id="auth.signup.title" />
      <CustomerSignupIsland />
    </>
  );
}
