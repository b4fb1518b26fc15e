import { Box, HStack, Stack, Text } from "@chakra-ui/react";
import { FormattedMessage } from "react-intl";
import { customerLoginPath, customerSignupPath } from "../../auth/paths";
import { validateEmail } from "../../auth/validation";
import { MailIcon } from "../../ui/components/icons";
import { PageTitle } from "../../ui/components/PageTitle";
import { defineIsland } from "../../islands/island";
import { ButtonLink } from "../../ui/navigation/links";
import { useSearchParams } from "../../ui/navigation/navigation";
import { AuthFooterLink, AuthPageShell } from "../../features/auth";
import { ResendConfirmation } from "./ResendConfirmation";

/** The page's content: an island over the server's HTML (its title stays in the page's head). */
export function SignupConfirmation() {
  const params = useSearchParams();
  const raw = params.get("email")?.trim() ?? "";
  // Shown only when it looks like an address: the page must not echo arbitrary text.
  const email = raw && !validateEmail(raw) ? raw : null;

  return (
    <>
      <AuthPageShell
        title={<FormattedMessage id="auth.confirm.title" />}
        footer={
          <AuthFooterLink
            prompt="auth.confirm.wrongAddress"
            action="auth.confirm.signUpAgain"
            to={customerSignupPath}
          />
        }
      >
        <HStack gap="4" align="start">
          <Box bg="gold.100" color="gold.700" rounded="full" p="3" flexShrink="0">
            <MailIcon boxSize="6" />
          </Box>
          <Stack gap="3">
            <Text data-testid="confirmation-message">
              {email ? (
                <FormattedMessage
                  id="auth.confirm.body"
                  values={{
                    email: (
                      <Text as="strong" fontWeight="semibold" dir="ltr" unicodeBidi="isolate" overflowWrap="anywhere">
                        {email}
                      </Text>
                    ),
                  }}
                />
              ) : (
                <FormattedMessage id="auth.confirm.bodyNoEmail" />
              )}
            </Text>
            <Text color="fg.muted" fontSize="sm">
              <FormattedMessage id="auth.confirm.hint" />
            </Text>
          </Stack>
        </HStack>
        {email && <ResendConfirmation email={email} />}
        <ButtonLink to={customerLoginPath} colorPalette="navy" variant="outline">
          <FormattedMessage id="auth.confirm.goToLogin" />
        </ButtonLink>
      </AuthPageShell>
    </>
  );
}

const SignupConfirmationIsland = defineIsland("signup-confirmation", SignupConfirmation, "load");

export default function SignupConfirmationPage() {
  return (
    <>
      <PageTitle id="auth.confirm.title" />
      <SignupConfirmationIsland />
    </>
  );
}
