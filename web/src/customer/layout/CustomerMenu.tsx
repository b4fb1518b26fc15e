import { Box, Container, Separator, SimpleGrid, Stack } from "@chakra-ui/react";
import { BookNowLink } from "../../ui/chrome/BookNowLink";
import { CurrencySelector } from "../../ui/preferences/CurrencySelector";
import { LanguageSelector } from "../../ui/preferences/LanguageSelector";
import { CustomerAccount } from "./CustomerAccount";
import { CustomerSectionLinks } from "./CustomerSectionLinks";

/**
 * The compact menu below a laptop's width: the sections, a new request, the language and currency,
 * and who is signed in with the way out. Hidden until the bar's toggle (behaviours/menuToggle) shows
 * it; following a link or pressing Escape hides it again. Hidden, its controls are out of the tab
 * order and the accessibility tree, so they never double the bar's.
 */
export function CustomerMenu({ id }: { id: string }) {
  return (
    <Box
      id={id}
      hidden
      display={{ lg: "none" }}
      bg="navy.900"
      borderTopWidth="1px"
      borderColor="whiteAlpha.200"
      maxH="calc(100dvh - 4rem)"
      overflowY="auto"
      css={{ "&[hidden]": { display: "none" } }}
    >
      <Container maxW="7xl" py="4">
        <CustomerSectionLinks stacked />
        <Box mt="3">
          <BookNowLink label="customer.nav.newRequest" fullWidth />
        </Box>
        <Separator my="4" borderColor="whiteAlpha.300" />
        <Stack gap="4">
          <SimpleGrid columns={2} gap="3">
            <LanguageSelector />
            <CurrencySelector />
          </SimpleGrid>
          <CustomerAccount stacked />
        </Stack>
      </Container>
    </Box>
  );
}
