import { Box, Container, Separator, SimpleGrid, Stack, Text } from "@chakra-ui/react";
import { FormattedMessage, useIntl } from "react-intl";
import { useSession } from "../../auth/SessionContext";
import { NavTextLink } from "../../components/RouterLinks";
import { CurrencySelector } from "../../currency/CurrencySelector";
import { LanguageSelector } from "../../i18n/LanguageSelector";
import { BookNowLink } from "./BookNowLink";
import { NavAccountActions } from "./NavAccountActions";
import { navLinkStyles } from "./navLinkStyles";
import { mobileOnlyNav, primaryNav } from "./navLinks";

interface MobileMenuProps {
  id: string;
  open: boolean;
  /** Called when a link is followed, so a link to the current page also closes the menu. */
  onNavigate: () => void;
}

export function MobileMenu({ id, open, onNavigate }: MobileMenuProps) {
  const intl = useIntl();
  const { user } = useSession();
  return (
    <Box
      id={id}
      display={{ xl: "none" }}
      bg="navy.900"
      borderTopWidth={open ? "1px" : "0"}
      borderColor="whiteAlpha.200"
      maxH="calc(100dvh - 4rem)"
      overflowY="auto"
    >
      {/* Rendered only while open, so its controls never duplicate the desktop ones in the page. */}
      {open && (
      <Container maxW="7xl" py="4">
        <nav aria-label={intl.formatMessage({ id: "nav.mobileLabel" })} onClick={onNavigate}>
          <Stack as="ul" gap="1" listStyleType="none">
            {[...primaryNav, ...mobileOnlyNav].map((item) => (
              <li key={item.to}>
                <NavTextLink to={item.to} end={item.to === "/"} css={navLinkStyles} display="block" fontSize="md" py="2.5">
                  <FormattedMessage id={item.label} />
                </NavTextLink>
              </li>
            ))}
          </Stack>
        </nav>
        <Separator my="4" borderColor="whiteAlpha.300" />
        <SimpleGrid columns={2} gap="3" display={{ lg: "none" }}>
          <LanguageSelector />
          <CurrencySelector />
        </SimpleGrid>
        <Stack gap="3" mt="4" onClick={onNavigate}>
          {user?.email && (
            <Text color="whiteAlpha.800" fontSize="sm" data-testid="mobile-menu-email">
              <FormattedMessage id="nav.signedInAs" values={{ email: <bdi>{user.email}</bdi> }} />
            </Text>
          )}
          <BookNowLink fullWidth />
          <Box display={{ lg: "none" }}>
            <NavAccountActions fullWidth />
          </Box>
        </Stack>
      </Container>
      )}
    </Box>
  );
}
