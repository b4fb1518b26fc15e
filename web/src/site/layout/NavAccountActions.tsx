import { Box, Button, Stack, Text } from "@chakra-ui/react";
import { FormattedMessage } from "react-intl";
import { dashboardPathFor } from "../../auth/paths";
import { useSession } from "../../auth/SessionContext";
import { signOutEverywhere } from "../../auth/signOut";
import { markAuthPromptSeen } from "../../behaviours/authPrompt";
import { ButtonLink } from "../../ui/navigation/links";
import { defineIsland, useInIsland } from "../../islands/island";
import { customerLoginPath } from "./navLinks";
import { useNavigate } from "../../ui/navigation/navigation";
import { outlineOnDark } from "../../ui/chrome/outlineOnDark";

interface NavAccountActionsProps {
  /** The mobile menu's stacked version, which also says who is signed in. */
  fullWidth?: boolean;
}

/**
 * Login when signed out; 'My Dashboard' and 'Logout' when signed in (spec §2). The server's page is
 * the same for everyone (its HTML is cached), so it says Login; for a visitor with a stored sign-in
 * this island wakes up and shows their way in.
 */
export function NavAccountActions({ fullWidth = false }: NavAccountActionsProps) {
  const { loading, user, role, client, store } = useSession();
  const navigate = useNavigate();
  const inIsland = useInIsland();
  const width = fullWidth ? "full" : "auto";

  // In the app: nothing until the stored session is read, so a signed-in user never sees Login
  // flash. An island starts from the server's Login, which it must hydrate as it is.
  if (loading && !inIsland) return <Box minW={fullWidth ? undefined : "20"} aria-hidden="true" />;

  if (!user) {
    return (
      <ButtonLink to={customerLoginPath} size="sm" width={width} {...outlineOnDark}>
        <FormattedMessage id="nav.login" />
      </ButtonLink>
    );
  }

  const logout = () => {
    // Just logged out: no sign-in prompt on the home page for the rest of this browser session.
    markAuthPromptSeen();
    void signOutEverywhere(client, store).then(() => navigate("/"));
  };

  return (
    <Stack direction={fullWidth ? "column" : "row"} gap={fullWidth ? "3" : "2"} width={width}>
      {fullWidth && user.email && (
        <Text color="whiteAlpha.800" fontSize="sm" data-testid="mobile-menu-email">
          <FormattedMessage id="nav.signedInAs" values={{ email: <bdi>{user.email}</bdi> }} />
        </Text>
      )}
      <ButtonLink to={dashboardPathFor(role)} size="sm" colorPalette="gold" variant="subtle" width={width}>
        <FormattedMessage id="nav.myDashboard" />
      </ButtonLink>
      <Button size="sm" width={width} onClick={logout} {...outlineOnDark}>
        <FormattedMessage id="nav.logout" />
      </Button>
    </Stack>
  );
}

export const AccountActions = defineIsland("account-actions", NavAccountActions, "session");
