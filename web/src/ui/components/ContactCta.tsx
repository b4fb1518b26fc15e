import { Box, Container, Heading, HStack, Stack, Text } from "@chakra-ui/react";
import { FormattedMessage } from "react-intl";
import { contactDetails } from "../../lib/contactDetails";
import { PhoneIcon } from "./icons";
import { ButtonLink } from "../navigation/links";

export function ContactCta() {
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
            <Box asChild>
              <a href={contactDetails.phoneHref}>
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
                  <span dir="ltr">{contactDetails.phoneDisplay}</span>
                </HStack>
              </a>
            </Box>
          </HStack>
        </Stack>
      </Container>
    </Box>
  );
}
