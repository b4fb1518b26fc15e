import { Box, Container, Separator, SimpleGrid, Stack } from "@chakra-ui/react";
import { FormattedMessage, useIntl } from "react-intl";
import { NavTextLink } from "../../ui/navigation/links";
import { CurrencySelector } from "../../ui/preferences/CurrencySelector";
import { LanguageSelector } from "../../ui/preferences/LanguageSelector";
import { BookNowLink } from "../../ui/chrome/BookNowLink";
import { AccountActions } from "./NavAccountActions";
import { navLinkStyles } from "../../ui/chrome/navLinkStyles";
import { mobileOnlyNav, primaryNav } from "./navLinks";

/**
 * The small-screen menu. It is in the page from the start, hidden: the header's toggle
 * (behaviours/menuToggle) shows it, on a static page and in the app alike. Hidden, its controls are
 * out of the tab order and the accessibility tree, so they never double the desktop ones.
 */
export function MobileMenu({ id }: { id: string }) {
  const intl = useIntl();
  return (
    <Box
      id={id}
      hidden
      display={{ xl: "none" }}
      bg="navy.900"
      borderTopWidth="1px"
      borderColor="whiteAlpha.200"
      maxH="calc(100dvh - 4rem)"
      overflowY="auto"
      css={{ "&[hidden]": { display: "none" } }}
    >
      <Container maxW="7xl" py="4">
        <nav aria-label={intl.formatMessage({ id: "nav.mobileLabel" })}>
          <Stack as="ul" gap="1" listStyleType="none">
            {[...primaryNav, ...mobileOnlyNav].map((item) => (
              <li key={item.to}>
                <NavTextLink
                  to={item.to}
                  end={item.to === "/"}
                  css={navLinkStyles}
                  display="block"
                  fontSize="md"
                  py="2.5"
                >
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
        <Stack gap="3" mt="4">
          <BookNowLink fullWidth />
          <Box display={{ lg: "none" }}>
            <AccountActions fullWidth />
          </Box>
        </Stack>
      </Container>
    </Box>
  );
}
