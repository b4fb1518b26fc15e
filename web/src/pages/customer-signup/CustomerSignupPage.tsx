import { HStack, Text } from "@chakra-ui/react";
import { FormattedMessage } from "react-intl";
import { Navigate, useSearchParams } from "react-router-dom";
import { customerLoginPath, dashboardPathFor } from "../../auth/paths";
import { useSession } from "../../auth/SessionContext";
import { PageLoader } from "../../components/PageLoader";
import { PageTitle } from "../../components/PageTitle";
import { TextLink } from "../../components/RouterLinks";
import { AuthPageShell } from "../../features/auth/AuthPageShell";
import { GoogleSignIn } from "../../features/auth/GoogleSignIn";
import { SignUpForm } from "../../features/auth/SignUpForm";
import { useSignUpComplete } from "../../features/auth/useSignUpComplete";

export default function CustomerSignupPage() {
  const { loading, session, role } = useSession();
  const [params] = useSearchParams();
  const onSignedUp = useSignUpComplete();
  const redirect = params.get("redirect");
  const loginLink = redirect ? `${customerLoginPath}?${new URLSearchParams({ redirect }).toString()}` : customerLoginPath;

  if (loading) return <PageLoader />;
  if (session) return <Navigate to={dashboardPathFor(role)} replace />;

  return (
    <>
      <PageTitle id="auth.signup.title" />
      <AuthPageShell
        eyebrow={<FormattedMessage id="auth.signup.eyebrow" />}
        title={<FormattedMessage id="auth.signup.title" />}
        subtitle={<FormattedMessage id="auth.signup.subtitle" />}
        footer={
          <HStack gap="1.5" flexWrap="wrap" justify="center">
            <Text as="span">
              <FormattedMessage id="auth.signup.haveAccount" />
            </Text>
            <TextLink to={loginLink} color="navy.700" fontWeight="semibold">
              <FormattedMessage id="auth.signup.signIn" />
            </TextLink>
          </HStack>
        }
      >
        <GoogleSignIn />
        <SignUpForm labelledBy="auth-page-title" onSignedUp={onSignedUp} />
      </AuthPageShell>
    </>
  );
}
