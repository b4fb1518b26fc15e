import { Box, Container, Heading, HStack, Separator, SimpleGrid, Stack, Text } from "@chakra-ui/react";
import type { ReactNode } from "react";
import { FormattedMessage, useIntl } from "react-intl";
import { ClockIcon, MailIcon, PhoneIcon } from "../../ui/components/icons";
import { TextLink } from "../../ui/navigation/links";
import type { MessageId } from "../../i18n/messages";
import { contactDetails } from "../../lib/contactDetails";
import { Brand } from "../../ui/chrome/Brand";
import { BrokerDisclaimer } from "../../ui/chrome/BrokerDisclaimer";
import { useCompanyContact } from "../../ui/chrome/companyContact";
import { publicPages } from "../routes";

// The footer's columns: the programmes' sections, then the pages the site's table puts in each group.
const linksOf = (group: "services" | "company" | "legal"): FooterLink[] =>
  publicPages.flatMap(({ path, footer }) => (footer?.group === group ? [{ to: path, label: footer.label }] : []));

const serviceLinks: readonly FooterLink[] = [
  { to: "/programs#on-demand", label: "footer.onDemand" },
  { to: "/programs#membership", label: "footer.membership" },
  { to: "/programs#corporate", label: "footer.corporate" },
  ...linksOf("services"),
];

const companyLinks: readonly FooterLink[] = linksOf("company");
const legalLinks: readonly FooterLink[] = linksOf("legal");

const copyrightYear = new Date().getFullYear();

const linkStyle = { color: "whiteAlpha.800", fontSize: "sm", _hover: { color: "gold.300" } } as const;

function FooterColumn({ title, children }: { title: MessageId; children: ReactNode }) {
  return (
    <Stack gap="4">
      <Heading as="h2" size="sm" color="gold.300" letterSpacing="widest" textTransform="uppercase" fontFamily="body">
        <FormattedMessage id={title} />
      </Heading>
      {children}
    </Stack>
  );
}

type FooterLink = { to: string; label: MessageId };

/** A titled list of links, announced to screen readers as its own navigation region. */
function FooterLinkColumn({ title, links }: { title: MessageId; links: readonly FooterLink[] }) {
  const intl = useIntl();
  return (
    <FooterColumn title={title}>
      <nav aria-label={intl.formatMessage({ id: title })}>
        <Stack as="ul" gap="2" listStyleType="none">
          {links.map((link) => (
            <li key={link.to}>
              <TextLink to={link.to} {...linkStyle}>
                <FormattedMessage id={link.label} />
              </TextLink>
            </li>
          ))}
        </Stack>
      </nav>
    </FooterColumn>
  );
}

export function Footer() {
  const intl = useIntl();
  const company = useCompanyContact();
  // Only what the company settings hold: the company's registered particulars, when an admin has given them.
  const particulars = [
    company.legalName,
    company.registeredAddress,
    company.companyNumber && intl.formatMessage({ id: "footer.companyNumber" }, { number: company.companyNumber }),
  ].filter(Boolean);
  return (
    <Box as="footer" bg="navy.950" color="fg.inverted" pt="16" pb="8">
      <Container maxW="7xl">
        <SimpleGrid columns={{ base: 1, sm: 2, lg: 4 }} gap="10">
          <Stack gap="4">
            <Brand />
            <Text fontSize="sm" color="whiteAlpha.800">
              <FormattedMessage id="footer.tagline" />
            </Text>
            <HStack gap="2" color="gold.200" fontSize="sm">
              <ClockIcon boxSize="4" />
              <FormattedMessage id="footer.support247" />
            </HStack>
          </Stack>

          <FooterLinkColumn title="footer.services" links={serviceLinks} />

          <FooterLinkColumn title="footer.company" links={companyLinks} />

          <FooterColumn title="footer.contact">
            <Stack as="address" gap="3" fontStyle="normal" fontSize="sm">
              {company.phoneHref && (
                <HStack gap="2">
                  <PhoneIcon boxSize="4" color="gold.400" />
                  <a href={company.phoneHref} dir="ltr">
                    {company.phone}
                  </a>
                </HStack>
              )}
              {company.email && (
                <HStack gap="2">
                  <MailIcon boxSize="4" color="gold.400" />
                  <a href={`mailto:${company.email}`}>{company.email}</a>
                </HStack>
              )}
              <Text color="whiteAlpha.700">
                <FormattedMessage id="footer.globalSupport" />
              </Text>
            </Stack>
          </FooterColumn>
        </SimpleGrid>

        <Separator my="10" borderColor="whiteAlpha.200" />
        <BrokerDisclaimer color="whiteAlpha.700" maxW="5xl" />
        {particulars.length > 0 && (
          <Text mt="3" fontSize="xs" color="whiteAlpha.700">
            {particulars.join(" · ")}
          </Text>
        )}
        <nav aria-label={intl.formatMessage({ id: "footer.legal" })}>
          <HStack as="ul" listStyleType="none" gap="5" flexWrap="wrap" mt="6">
            {legalLinks.map((link) => (
              <li key={link.to}>
                <TextLink to={link.to} {...linkStyle} fontSize="xs">
                  <FormattedMessage id={link.label} />
                </TextLink>
              </li>
            ))}
          </HStack>
        </nav>
        <Text mt="6" fontSize="xs" color="whiteAlpha.600">
          <FormattedMessage id="footer.copyright" values={{ year: copyrightYear, brand: contactDetails.brandName }} />
        </Text>
      </Container>
    </Box>
  );
}
