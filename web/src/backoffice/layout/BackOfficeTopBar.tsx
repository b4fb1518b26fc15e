import { Badge, Box, Button, HStack, Kbd, Stack, Text } from "@chakra-ui/react";
import { FormattedMessage } from "react-intl";
import { useNavigate } from "react-router-dom";
import { accountName } from "../../auth/accountName";
import { staffDashboardPath } from "../../auth/paths";
import { useSession } from "../../auth/SessionContext";
import { signOutEverywhere } from "../../auth/signOut";
import { JetIcon } from "../../ui/components/icons";
import { RouteLink, TextLink } from "../../ui/navigation/links";
import { LanguageSelector } from "../../ui/preferences/LanguageSelector";

const roleMessage = { staff: "role.STAFF", admin: "role.ADMIN" } as const;

/**
 * The back office's one bar: the brand back to the board, the search (Ctrl/⌘-K), who is signed in,
 * the language, the public site and logout.
 */
export function BackOfficeTopBar({ onSearch }: { onSearch: () => void }) {
  const { client, store, user, role } = useSession();
  const navigate = useNavigate();
  const name = accountName(user);
  const logout = () => {
    navigate("/");
    void signOutEverywhere(client, store);
  };

  return (
    <Box
      as="header"
      bg="navy.950"
      color="fg.inverted"
      position={{ base: "static", md: "sticky" }}
      top="0"
      zIndex="sticky"
    >
      <HStack justify="space-between" gap="4" px={{ base: "4", md: "6" }} minH="14" flexWrap="wrap">
        <HStack asChild gap="2" color="inherit">
          <RouteLink to={staffDashboardPath}>
            <JetIcon boxSize="5" color="gold.300" />
            <Text as="span" fontFamily="heading" fontSize="lg">
              SkyCharter
            </Text>
            <Text as="span" fontSize="xs" textTransform="uppercase" letterSpacing="0.15em" color="gold.300">
              <FormattedMessage id="admin.nav.label" />
            </Text>
          </RouteLink>
        </HStack>
        <Button
          variant="outline"
          size="sm"
          color="whiteAlpha.900"
          borderColor="whiteAlpha.400"
          _hover={{ bg: "whiteAlpha.200" }}
          onClick={onSearch}
          data-testid="open-search"
          flex={{ base: "1", md: "0 1 18rem" }}
          justifyContent="space-between"
        >
          <FormattedMessage id="admin.palette.open" />
          <Kbd size="sm" hideBelow="md" variant="outline" color="white" bg="navy.800">
            Ctrl K
          </Kbd>
        </Button>
        <HStack gap={{ base: "3", md: "5" }} flexWrap="wrap">
          {user && (
            <Stack gap="0" textAlign="end" lineHeight="short" data-testid="back-office-person">
              <Text fontSize="sm" fontWeight="semibold">
                {name ?? user.email}
              </Text>
              <HStack gap="2" justify="end">
                {name && (
                  <Text fontSize="xs" color="whiteAlpha.800">
                    {user.email}
                  </Text>
                )}
                {(role === "staff" || role === "admin") && (
                  <Badge size="sm" colorPalette="gold" variant="solid">
                    <FormattedMessage id={roleMessage[role]} />
                  </Badge>
                )}
              </HStack>
            </Stack>
          )}
          <LanguageSelector />
          <TextLink to="/" fontSize="sm" color="whiteAlpha.900" hideBelow="md">
            <FormattedMessage id="admin.nav.publicSite" />
          </TextLink>
          <Button variant="outline" size="sm" colorPalette="gold" color="inherit" onClick={logout}>
            <FormattedMessage id="nav.logout" />
          </Button>
        </HStack>
      </HStack>
    </Box>
  );
}
