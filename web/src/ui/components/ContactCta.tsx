import { Box, Container, Heading, HStack, Stack, Text } from "@chakra-ui/react";
import { FormattedMessage } from "react-intl";
import { useCompanyContact } from "../chrome/companyContact";
import { PhoneIcon } from "./icons";
import { ButtonLink } from "../navigation/links";

export function ContactCta() {
  const company = useCompanyContact();
  return (
    <Box
      as="section"
      aria-labelledby="contact-cta-title"
      bg="navy.950"
      color="fg.inverted"
      py={{ base: "16", md: "20" }}
      borderTopWidth="1px"
      borderColor="gold.800"
    >
      <Container maxW="5xl" textAlign="center">
        <Stack gap="5" align="center">
          <Heading id="contact-cta-title" as="h2" fontSize={{ base: "3xl", md: "4xl" }} fontWeight="normal">
            <FormattedMessage id="cta.title" />
          </Heading>
          <Text color="whiteAlpha.800" maxW="2xl" fontSize={{ base: "md", md: "lg" }}>
            <FormattedMessage id="cta.body" />
          </Text>
          <HStack gap="4" flexWrap="wrap" justify="center" pt="2">
            <ButtonLink to="/contact" colorPalette="gold" size="lg">
              <FormattedMessage id="cta.contactUs" />
            </ButtonLink>
            {company.phoneHref && (
              <Box asChild>
                <a href={company.phoneHref}>
                  <HStack
                    gap="2"
                    px="5"
                    py="3"
                    borderWidth="1px"
                    borderColor="whiteAlpha.500"
                    rounded="md"
                    _hover={{ bg: "whiteAlpha.200" }}
                  >
                    <PhoneIcon color="gold.300" />
                    <span dir="ltr">{company.phone}</span>
                  </HStack>
                </a>
              </Box>
            )}
          </HStack>
        </Stack>
      </Container>
    </Box>
  );
}
