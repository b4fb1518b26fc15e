import { Card, Container, Heading, HStack, Link, SimpleGrid, Stack, Text } from "@chakra-ui/react";
import { FormattedList, FormattedMessage, useIntl } from "react-intl";
import { contactDetails } from "../../lib/contactDetails";
import { ClockIcon, MailIcon, PhoneIcon } from "../../ui/components/icons";
import { PageHeader } from "../../ui/components/PageHeader";
import { PageTitle } from "../../ui/components/PageTitle";
import { regionalDesks } from "./contactDirectory";
import { ContactFormIsland } from "./ContactForm";

const globalLine = { display: contactDetails.phoneDisplay, href: contactDetails.phoneHref };

export default function ContactPage() {
  const intl = useIntl();
  return (
    <>
      <PageTitle id="nav.contact" />
      <PageHeader
        eyebrow={<FormattedMessage id="contact.eyebrow" />}
        title={<FormattedMessage id="contact.title" />}
        subtitle={<FormattedMessage id="contact.subtitle" />}
      >
        <Stack as="address" fontStyle="normal" gap="3" pt="4">
          <HStack gap="3">
            <PhoneIcon color="gold.300" />
            <Link href={contactDetails.phoneHref} color="fg.inverted" fontSize="xl" dir="ltr">
              {contactDetails.phoneDisplay}
            </Link>
          </HStack>
          <HStack gap="3">
            <MailIcon color="gold.300" />
            <Link href={`mailto:${contactDetails.email}`} color="fg.inverted" fontSize="lg">
              {contactDetails.email}
            </Link>
          </HStack>
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

      <Container as="section" aria-labelledby="offices-title" maxW="7xl" py={{ base: "12", md: "20" }}>
        <Heading id="offices-title" as="h2" fontSize={{ base: "3xl", md: "4xl" }} fontWeight="normal" mb="3">
          <FormattedMessage id="contact.offices.title" />
        </Heading>
        <Text color="fg.muted" mb="10" maxW="3xl">
          <FormattedMessage id="contact.offices.intro" />
        </Text>
        <SimpleGrid columns={{ base: 1, md: 2, lg: 4 }} gap="6">
          {regionalDesks.map((desk) => (
            <Card.Root key={desk.region} as="article" variant="outline" bg="white">
              <Card.Body gap="3">
                <Card.Title as="h3" fontFamily="heading" fontWeight="normal" fontSize="xl">
                  <FormattedMessage id={desk.region} />
                </Card.Title>
                <Text color="fg.muted" fontSize="sm">
                  <FormattedList
                    type="conjunction"
                    value={desk.offices.map((office) => intl.formatMessage({ id: office }))}
                  />
                </Text>
                <Link href={(desk.phone ?? globalLine).href} fontWeight="semibold" color="navy.800" dir="ltr">
                  {(desk.phone ?? globalLine).display}
                </Link>
                <Text fontSize="xs" color="fg.muted">
                  <FormattedMessage id={desk.hours} />
                </Text>
              </Card.Body>
            </Card.Root>
          ))}
        </SimpleGrid>
      </Container>
    </>
  );
}
