import { Box, Container, Flex, HStack, Stack, Text } from "@chakra-ui/react";
import { FormattedMessage, useIntl } from "react-intl";
import { contactDetails } from "../../lib/contactDetails";
import { BrokerDisclaimer } from "../../ui/chrome/BrokerDisclaimer";
import { useCompanyContact } from "../../ui/chrome/companyContact";
import { MailIcon, PhoneIcon } from "../../ui/components/icons";
import { TextLink } from "../../ui/navigation/links";

const copyrightYear = new Date().getFullYear();

const linkLook = { color: "whiteAlpha.900", textDecoration: "underline", _hover: { color: "gold.300" } } as const;

/** A slim footer: how to reach the charter desk, help and the public site, and the broker's legal line. */
export function CustomerFooter() {
  const intl = useIntl();
  const company = useCompanyContact();
  return (
    <Box as="footer" bg="navy.950" color="whiteAlpha.800" py="8" fontSize="sm">
      <Container maxW="7xl">
        <Stack gap="5">
          <Flex
            gap={{ base: "4", md: "8" }}
            justify="space-between"
            align={{ md: "center" }}
            direction={{ base: "column", md: "row" }}
          >
            <Stack as="address" gap="2" fontStyle="normal">
              <Text>
                <FormattedMessage id="customer.footer.contactLine" />
              </Text>
              <HStack gap={{ base: "4", md: "6" }} flexWrap="wrap">
                {company.phoneHref && (
                  <HStack gap="2">
                    <PhoneIcon boxSize="4" color="gold.400" />
                    <Box asChild {...linkLook}>
                      <a href={company.phoneHref} dir="ltr">
                        {company.phone}
                      </a>
                    </Box>
                  </HStack>
                )}
                {company.email && (
                  <HStack gap="2" minW="0">
                    <MailIcon boxSize="4" color="gold.400" />
                    <Box asChild {...linkLook} overflowWrap="anywhere">
                      <a href={`mailto:${company.email}`}>{company.email}</a>
                    </Box>
                  </HStack>
                )}
              </HStack>
            </Stack>
            <nav aria-label={intl.formatMessage({ id: "customer.footer.linksLabel" })}>
              <HStack as="ul" listStyleType="none" gap={{ base: "4", md: "6" }} flexWrap="wrap">
                <li>
                  <TextLink to="/contact" {...linkLook}>
                    <FormattedMessage id="customer.footer.help" />
                  </TextLink>
                </li>
                <li>
                  <TextLink to="/" {...linkLook}>
                    <FormattedMessage id="customer.footer.publicSite" values={{ brand: contactDetails.brandName }} />
                  </TextLink>
                </li>
              </HStack>
            </nav>
          </Flex>
          <Box borderTopWidth="1px" borderColor="whiteAlpha.200" pt="5">
            <BrokerDisclaimer color="whiteAlpha.700" maxW="5xl" />
            <Text mt="3" fontSize="xs" color="whiteAlpha.700">
              <FormattedMessage
                id="footer.copyright"
                values={{ year: copyrightYear, brand: contactDetails.brandName }}
              />
            </Text>
          </Box>
        </Stack>
      </Container>
    </Box>
  );
}
