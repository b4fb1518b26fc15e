import { Card, Container, Heading, HStack, Link, SimpleGrid, Stack, Text } from "@chakra-ui/react";
import { FormattedMessage } from "react-intl";
import { useContactPage_DesksQuery } from "../../graphql/generated";
import { telHref, useCompanyContact } from "../../ui/chrome/companyContact";
import { ClockIcon, MailIcon, PhoneIcon } from "../../ui/components/icons";
import { PageHeader } from "../../ui/components/PageHeader";
import { PageTitle } from "../../ui/components/PageTitle";
import { ContactFormIsland } from "./ContactForm";

// The regional desks as admins keep them (company settings): a desk shows only what it has, and the
// section is left out while there are none.
export const contactPageDesksQuery = /* GraphQL */ `
  query ContactPage_Desks {
    companySettings {
      desks {
        name
        region
        phone
        email
        hours
      }
    }
  }
`;

export default function ContactPage() {
  const company = useCompanyContact();
  const desks = useContactPage_DesksQuery().data?.companySettings.desks ?? [];
  return (
    <>
      <PageTitle id="nav.contact" />
      <PageHeader
        eyebrow={<FormattedMessage id="contact.eyebrow" />}
        title={<FormattedMessage id="contact.title" />}
        subtitle={<FormattedMessage id="contact.subtitle" />}
      >
        <Stack as="address" fontStyle="normal" gap="3" pt="4">
          {company.phoneHref && (
            <HStack gap="3">
              <PhoneIcon color="gold.300" />
              <Link href={company.phoneHref} color="fg.inverted" fontSize="xl" dir="ltr">
                {company.phone}
              </Link>
            </HStack>
          )}
          {company.email && (
            <HStack gap="3">
              <MailIcon color="gold.300" />
              <Link href={`mailto:${company.email}`} color="fg.inverted" fontSize="lg">
                {company.email}
              </Link>
            </HStack>
          )}
          <HStack gap="3" color="whiteAlpha.800">
            <ClockIcon color="gold.300" />
            <FormattedMessage id="footer.globalSupport" />
          </HStack>
        </Stack>
      </PageHeader>

      <Container as="section" aria-labelledby="contact-form-title" maxW="3xl" pt={{ base: "12", md: "20" }}>
        <Heading id="contact-form-title" as="h2" fontSize={{ base: "3xl", md: "4xl" }} fontWeight="normal" mb="3">
          <FormattedMessage id="contact.formTitle" />
        </Heading>
        <Text color="fg.muted" mb="8">
          <FormattedMessage id="contact.formIntro" />
        </Text>
        <ContactFormIsland />
      </Container>

      {desks.length > 0 ? (
        <Container as="section" aria-labelledby="offices-title" maxW="7xl" py={{ base: "12", md: "20" }}>
          <Heading id="offices-title" as="h2" fontSize={{ base: "3xl", md: "4xl" }} fontWeight="normal" mb="3">
            <FormattedMessage id="contact.offices.title" />
          </Heading>
          <Text color="fg.muted" mb="10" maxW="3xl">
            <FormattedMessage id="contact.offices.intro" />
          </Text>
          <SimpleGrid columns={{ base: 1, md: 2, lg: 4 }} gap="6">
            {desks.map((desk, index) => {
              const href = telHref(desk.phone);
              return (
                <Card.Root key={`${index}-${desk.name}`} as="article" variant="outline" bg="white">
                  <Card.Body gap="3">
                    <Card.Title as="h3" fontFamily="heading" fontWeight="normal" fontSize="xl">
                      {desk.name}
                    </Card.Title>
                    {desk.region && (
                      <Text color="fg.muted" fontSize="sm">
                        {desk.region}
                      </Text>
                    )}
                    {href && (
                      <Link href={href} fontWeight="semibold" color="navy.800" dir="ltr">
                        {desk.phone}
                      </Link>
                    )}
                    {desk.email && (
                      <Link href={`mailto:${desk.email}`} color="navy.800" fontSize="sm" overflowWrap="anywhere">
                        {desk.email}
                      </Link>
                    )}
                    {desk.hours && (
                      <Text fontSize="xs" color="fg.muted">
                        {desk.hours}
                      </Text>
                    )}
                  </Card.Body>
                </Card.Root>
              );
            })}
          </SimpleGrid>
        </Container>
      ) : (
        <Container maxW="7xl" pb={{ base: "12", md: "20" }} />
      )}
    </>
  );
}
