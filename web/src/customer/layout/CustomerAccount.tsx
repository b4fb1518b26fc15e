import { Button, Stack, Text } from "@chakra-ui/react";
import { FormattedMessage } from "react-intl";
import { accountName } from "../../auth/accountName";
import { useSession } from "../../auth/SessionContext";
import { signOutEverywhere } from "../../auth/signOut";
import { markAuthPromptSeen } from "../../behaviours/authPrompt";
import { useNavigate } from "../../ui/navigation/navigation";
import { outlineOnDark } from "../../ui/chrome/outlineOnDark";

/**
 * Who is signed in (the name, and the email under it) and the way out: beside the bar's end from a
 * laptop up, stacked at the foot of the compact menu on a phone.
 */
export function CustomerAccount({ stacked = false }: { stacked?: boolean }) {
  const { user, client, store } = useSession();
  const navigate = useNavigate();
  if (!user) return null;
  const name = accountName(user);

  const logout = () => {
    // As from the site's bar: no sign-in prompt on the home page right after a logout.
    markAuthPromptSeen();
    void signOutEverywhere(client, store).then(() => navigate("/"));
  };

  // One line each on the bar (the whole address in a tooltip); wrapped anywhere in the menu.
  const fit = stacked ? ({ overflowWrap: "anywhere" } as const) : ({ truncate: true, title: user.email } as const);

  return (
    <Stack direction={stacked ? "column" : "row"} align={stacked ? "stretch" : "center"} gap="3" minW="0">
      <Stack
        gap="0"
        minW="0"
        maxW={stacked ? undefined : "14rem"}
        lineHeight="short"
        textAlign={stacked ? "start" : "end"}
        data-testid="customer-person"
      >
        <Text fontSize="sm" fontWeight="semibold" {...fit}>
          {name ?? <bdi>{user.email}</bdi>}
        </Text>
        {name && user.email && (
          <Text fontSize="xs" color="whiteAlpha.800" {...fit}>
            <bdi>{user.email}</bdi>
          </Text>
        )}
      </Stack>
      <Button size="sm" flexShrink="0" width={stacked ? "full" : "auto"} onClick={logout} {...outlineOnDark}>
        <FormattedMessage id="nav.logout" />
      </Button>
    </Stack>
  );
}
