import { Box, Container, Flex, HStack, IconButton } from "@chakra-ui/react";
import { FormattedMessage, useIntl } from "react-intl";
import { attachMenuToggle } from "../../behaviours/menuToggle";
import { attachSolidHeader } from "../../behaviours/solidHeader";
import { solidHeaderAfterPx } from "../../behaviours/timings";
import { useBehaviour } from "../../behaviours/useBehaviour";
import { CloseIcon } from "../../ui/components/controlIcons";
import { MenuIcon, PhoneIcon } from "../../ui/components/icons";
import { NavTextLink } from "../../ui/navigation/links";
import { CurrencySelector } from "../../ui/preferences/CurrencySelector";
import { LanguageSelector } from "../../ui/preferences/LanguageSelector";
import { useCompanyContact } from "../../ui/chrome/companyContact";
import { BookNowLink } from "../../ui/chrome/BookNowLink";
import { Brand } from "../../ui/chrome/Brand";
import { MobileMenu } from "./MobileMenu";
import { AccountActions } from "./NavAccountActions";
import { navLinkStyles } from "../../ui/chrome/navLinkStyles";
import { primaryNav } from "./navLinks";

const mobileMenuId = "mobile-menu";

// Solid once scrolled, or while the mobile menu is open: plain CSS on markers the behaviours set,
// so the static page and the app look alike without React state.
const solidWhen = "&[data-solid], &:has([aria-expanded=true])";
const headerLook = {
  bgGradient: "to-b",
  gradientFrom: "blackAlpha.600",
  gradientTo: "transparent",
  transition: "background-color 0.3s ease, box-shadow 0.3s ease",
  [solidWhen]: { bg: "navy.900", bgImage: "none", boxShadow: "0 8px 24px rgba(6, 13, 31, 0.35)" },
} as const;

export function TopNav() {
  const intl = useIntl();
  const company = useCompanyContact();
  const header = useBehaviour<HTMLElement>((element) => attachSolidHeader(element, solidHeaderAfterPx));
  const menuButton = useBehaviour<HTMLButtonElement>(attachMenuToggle);
  const openLabel = intl.formatMessage({ id: "nav.openMenu" });

  return (
    <Box
      as="header"
      position="fixed"
      top="0"
      insetInline="0"
      zIndex="sticky"
      ref={header}
      data-behaviour="solid-header"
      css={headerLook}
    >
      <Box display={{ base: "none", lg: "block" }} borderBottomWidth="1px" borderColor="whiteAlpha.200">
        <Container maxW="7xl">
          <Flex h="10" align="center" justify="space-between" fontSize="xs" color="whiteAlpha.800">
            <HStack gap="2">
              <PhoneIcon boxSize="3.5" color="gold.400" />
              <FormattedMessage id="nav.support247" />
              {company.phoneHref && (
                <a href={company.phoneHref} dir="ltr">
                  {company.phone}
                </a>
              )}
            </HStack>
            <HStack gap="3">
              <LanguageSelector />
              <CurrencySelector />
              <AccountActions />
            </HStack>
          </Flex>
        </Container>
      </Box>

      <Container maxW="7xl">
        <Flex h={{ base: "16", lg: "4.5rem" }} align="center" justify="space-between" gap="4">
          <Brand />
          <Box
            as="nav"
            aria-label={intl.formatMessage({ id: "nav.mainLabel" })}
            display={{ base: "none", xl: "block" }}
          >
            <HStack as="ul" gap="1" listStyleType="none">
              {primaryNav.map((item) => (
                <li key={item.to}>
                  <NavTextLink to={item.to} end={item.to === "/"} css={navLinkStyles}>
                    <FormattedMessage id={item.label} />
                  </NavTextLink>
                </li>
              ))}
            </HStack>
          </Box>
          <HStack gap="2">
            <Box display={{ base: "none", sm: "block" }}>
              <BookNowLink />
            </Box>
            <IconButton
              ref={menuButton}
              data-behaviour="menu-toggle"
              display={{ base: "inline-flex", xl: "none" }}
              variant="ghost"
              color="fg.inverted"
              _hover={{ bg: "whiteAlpha.200" }}
              aria-expanded="false"
              aria-controls={mobileMenuId}
              aria-label={openLabel}
              data-label-open={openLabel}
              data-label-close={intl.formatMessage({ id: "nav.closeMenu" })}
              css={{
                "&[aria-expanded=true] [data-icon=menu], &[aria-expanded=false] [data-icon=close]": { display: "none" },
              }}
            >
              <MenuIcon data-icon="menu" />
              <CloseIcon data-icon="close" />
            </IconButton>
          </HStack>
        </Flex>
      </Container>

      <MobileMenu id={mobileMenuId} />
    </Box>
  );
}
