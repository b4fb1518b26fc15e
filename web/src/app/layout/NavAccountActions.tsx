import { FormattedMessage } from "react-intl";
import { ButtonLink } from "../../components/RouterLinks";
import { customerLoginPath } from "./navLinks";

interface NavAccountActionsProps {
  fullWidth?: boolean;
}

// The signed-in variant (spec §2: 'My Dashboard' and 'Logout', and the user's email in the
// mobile menu) belongs here once the session provider exists; until then everyone is signed out.
export function NavAccountActions({ fullWidth = false }: NavAccountActionsProps) {
  return (
    <ButtonLink
      to={customerLoginPath}
      size="sm"
      variant="outline"
      width={fullWidth ? "full" : "auto"}
      color="fg.inverted"
      borderColor="whiteAlpha.500"
      _hover={{ bg: "whiteAlpha.200", borderColor: "gold.300" }}
    >
      <FormattedMessage id="nav.login" />
    </ButtonLink>
  );
}
