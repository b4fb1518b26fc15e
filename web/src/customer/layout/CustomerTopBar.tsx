import { Box, Container, Flex, HStack, IconButton } from "@chakra-ui/react";
import { useIntl } from "react-intl";
import { attachMenuToggle } from "../../behaviours/menuToggle";
import { useBehaviour } from "../../behaviours/useBehaviour";
import { BookNowLink } from "../../ui/chrome/BookNowLink";
import { Brand } from "../../ui/chrome/Brand";
import { CloseIcon } from "../../ui/components/controlIcons";
import { MenuIcon } from "../../ui/components/icons";
import { CurrencySelector } from "../../ui/preferences/CurrencySelector";
import { LanguageSelector } from "../../ui/preferences/LanguageSelector";
import { CustomerAccount } from "./CustomerAccount";
import { CustomerMenu } from "./CustomerMenu";
import { CustomerSectionLinks } from "./CustomerSectionLinks";

const menuId = "customer-menu";

/**
 * The customer area's bar. From a laptop up: the brand, the language, the currency and the person
 * signed in on the first row; the customer's sections and a new request on the second. On a phone
 * and a tablet: the brand, a new request (where it fits) and a menu holding the rest.
 */
export function CustomerTopBar() {
  const intl = useIntl();
  const menuButton = useBehaviour<HTMLButtonElement>(attachMenuToggle);
  const openLabel = intl.formatMessage({ id: "nav.openMenu" });

  return (
    <Box
      as="header"
      bg="navy.950"
      color="fg.inverted"
      position={{ base: "static", md: "sticky" }}
      top="0"
      zIndex="sticky"
    >
      <Container maxW="7xl">
        <Flex minH="16" align="center" justify="space-between" gap="4">
          <Brand />
          <HStack gap="3" hideBelow="lg" minW="0">
            <LanguageSelector />
            <CurrencySelector />
            <CustomerAccount />
          </HStack>
          <HStack gap="2" hideFrom="lg">
            <Box hideBelow="sm">
              <BookNowLink label="customer.nav.newRequest" />
            </Box>
            <IconButton
              ref={menuButton}
              variant="ghost"
              color="fg.inverted"
              _hover={{ bg: "whiteAlpha.200" }}
              aria-expanded="false"
              aria-controls={menuId}
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
      <Box hideBelow="lg" bg="navy.900" borderTopWidth="1px" borderColor="whiteAlpha.200">
        <Container maxW="7xl">
          <Flex minH="12" align="center" justify="space-between" gap="4">
            <CustomerSectionLinks />
            <BookNowLink label="customer.nav.newRequest" />
          </Flex>
        </Container>
      </Box>
      <CustomerMenu id={menuId} />
    </Box>
  );
}
