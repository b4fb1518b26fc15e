import { Box, Container, Flex, HStack, IconButton } from "@chakra-ui/react";
import { useEffect, useState } from "react";
import { FormattedMessage, useIntl } from "react-intl";
import { useLocation } from "react-router-dom";
import { CloseIcon, MenuIcon, PhoneIcon } from "../../components/icons";
import { NavTextLink } from "../../components/RouterLinks";
import { CurrencySelector } from "../../currency/CurrencySelector";
import { useScrolledPast } from "../../hooks/useScrolledPast";
import { LanguageSelector } from "../../i18n/LanguageSelector";
import { contactDetails } from "../contactDetails";
import { BookNowLink } from "./BookNowLink";
import { Brand } from "./Brand";
import { MobileMenu } from "./MobileMenu";
import { NavAccountActions } from "./NavAccountActions";
import { navLinkStyles } from "./navLinkStyles";
import { primaryNav } from "./navLinks";

const solidAfterPx = 20; // spec §9
const mobileMenuId = "mobile-menu";

export function TopNav() {
  const intl = useIntl();
  const scrolled = useScrolledPast(solidAfterPx);
  const { pathname } = useLocation();
  // The menu belongs to the page it was opened on: choosing a destination closes it.
  const [openOnPath, setOpenOnPath] = useState<string | null>(null);
  const menuOpen = openOnPath === pathname;
  const closeMenu = () => setOpenOnPath(null);

  useEffect(() => {
    if (!menuOpen) return;
    const onKeyDown = (event: KeyboardEvent) => {
      if (event.key === "Escape") setOpenOnPath(null);
    };
    window.addEventListener("keydown", onKeyDown);
    return () => window.removeEventListener("keydown", onKeyDown);
  }, [menuOpen]);

  const solid = scrolled || menuOpen;

  return (
    <Box
      as="header"
      position="fixed"
      top="0"
      insetInline="0"
      zIndex="sticky"
      data-solid={solid ? "" : undefined}
      bg={solid ? "navy.900" : "transparent"}
      bgGradient={solid ? undefined : "to-b"}
      gradientFrom="blackAlpha.600"
      gradientTo="transparent"
      boxShadow={solid ? "0 8px 24px rgba(6, 13, 31, 0.35)" : "none"}
      transition="background-color 0.3s ease, box-shadow 0.3s ease"
    >
      <Box display={{ base: "none", lg: "block" }} borderBottomWidth="1px" borderColor="whiteAlpha.200">
        <Container maxW="7xl">
          <Flex h="10" align="center" justify="space-between" fontSize="xs" color="whiteAlpha.800">
            <HStack gap="2">
              <PhoneIcon boxSize="3.5" color="gold.400" />
              <FormattedMessage id="nav.support247" />
              <a href={contactDetails.phoneHref} dir="ltr">
                {contactDetails.phoneDisplay}
              </a>
            </HStack>
            <HStack gap="3">
              <LanguageSelector />
              <CurrencySelector />
              <NavAccountActions />
            </HStack>
          </Flex>
        </Container>
      </Box>

      <Container maxW="7xl">
        <Flex h={{ base: "16", lg: "4.5rem" }} align="center" justify="space-between" gap="4">
          <Brand />
          <Box as="nav" aria-label={intl.formatMessage({ id: "nav.mainLabel" })} display={{ base: "none", xl: "block" }}>
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
              display={{ base: "inline-flex", xl: "none" }}
              variant="ghost"
              color="fg.inverted"
              _hover={{ bg: "whiteAlpha.200" }}
              aria-expanded={menuOpen}
              aria-controls={mobileMenuId}
              aria-label={intl.formatMessage({ id: menuOpen ? "nav.closeMenu" : "nav.openMenu" })}
              onClick={() => setOpenOnPath(menuOpen ? null : pathname)}
            >
              {menuOpen ? <CloseIcon /> : <MenuIcon />}
            </IconButton>
          </HStack>
        </Flex>
      </Container>

      <MobileMenu id={mobileMenuId} open={menuOpen} onNavigate={closeMenu} />
    </Box>
  );
}
