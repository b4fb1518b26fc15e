import { Box, Button, Stack } from "@chakra-ui/react";
import { FormattedMessage } from "react-intl";
import { useNavigate } from "react-router-dom";
import { dashboardPathFor } from "../../auth/paths";
import { useSession } from "../../auth/SessionContext";
import { signOutEverywhere } from "../../auth/signOut";
import { ButtonLink } from "../../components/RouterLinks";
import { markAuthModalSeen } from "../../features/auth/HomeAuthModal";
import { customerLoginPath } from "./navLinks";

interface NavAccountActionsProps {
  fullWidth?: boolean;
}

const outlineOnDark = {
  variant: "outline",
  color: "fg.inverted",
  borderColor: "whiteAlpha.500",
  _hover: { bg: "whiteAlpha.200", borderColor: "gold.300" },
} as const;

/** Login when signed out; 'My Dashboard' and 'Logout' when signed in (spec §2). */
export function NavAccountActions({ fullWidth = false }: NavAccountActionsProps) {
  const { loading, user, role, client, store } = useSession();
  const navigate = useNavigate();
  const width = fullWidth ? "full" : "auto";

  // Nothing until the stored session is read, so a signed-in user never sees Login flash.
  if (loading) return <Box minW={fullWidth ? undefined : "20"} aria-hidden="true" />;

  if (!user) {
    return (
      <ButtonLink to={customerLoginPath} size="sm" width={width} {...outlineOnDark}>
        <FormattedMessage id="nav.login" />
      </ButtonLink>
    );
  }

  const logout = () => {
    // Just logged out: no sign-in prompt on the home page for the rest of this browser session.
    markAuthModalSeen();
    navigate("/");
    void signOutEverywhere(client, store);
  };

  return (
    <Stack direction={fullWidth ? "column" : "row"} gap={fullWidth ? "3" : "2"} width={width}>
      <ButtonLink to={dashboardPathFor(role)} size="sm" colorPalette="gold" variant="subtle" width={width}>
        <FormattedMessage id="nav.myDashboard" />
      </ButtonLink>
      <Button size="sm" width={width} onClick={logout} {...outlineOnDark}>
        <FormattedMessage id="nav.logout" />
      </Button>
    </Stack>
  );
}
