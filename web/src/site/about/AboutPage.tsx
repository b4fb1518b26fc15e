import { Box, Card, Container, Heading, SimpleGrid, Stack, Text } from "@chakra-ui/react";
import { FormattedMessage, useIntl } from "react-intl";
import { BrokerDisclaimer } from "../../ui/chrome/BrokerDisclaimer";
import { ContactCta } from "../../ui/components/ContactCta";
import { PageHeader } from "../../ui/components/PageHeader";
import { PageTitle } from "../../ui/components/PageTitle";
import { Section } from "../../ui/components/Section";
import { aboutValues } from "./aboutContent";
import { useAboutPage_CompanyQuery } from "../../graphql/generated";
import { AboutAssurance, AboutLeadership } from "./AboutPeople";
import { AboutStats } from "./AboutStats";
import { AboutTestimonials } from "./AboutTestimonials";

export default function AboutPage() {
  const intl = useIntl();
  const company = useAboutPage_CompanyQuery().data?.companySettings;
  return (
    <>
      <PageTitle id="nav.about" />
      <PageHeader
        eyebrow={<FormattedMessage id="about.eyebrow" />}
        title={<FormattedMessage id="about.title" />}
        subtitle={<FormattedMessage id="about.subtitle" />}
      />

      <Section
        id="story"
        eyebrow={<FormattedMessage id="about.story.eyebrow" />}
        title={<FormattedMessage id="about.story.title" />}
      >
        <SimpleGrid columns={{ base: 1, md: 2 }} gap="8" color="fg.muted" fontSize="lg">
          <Text>
            <FormattedMessage id="about.story.p1" />
          </Text>
          <Text>
            <FormattedMessage id="about.story.p2" />
          </Text>
        </SimpleGrid>
      </Section>

      <Box
        as="section"
        aria-label={intl.formatMessage({ id: "about.stats.title" })}
        bg="navy.900"
        color="fg.inverted"
        py={{ base: "12", md: "16" }}
      >
        <Container maxW="7xl">
          <AboutStats figures={company?.figures ?? null} />
        </Container>
      </Box>

      <Section
        id="values"
        tone="muted"
        eyebrow={<FormattedMessage id="about.values.eyebrow" />}
        title={<FormattedMessage id="about.values.title" />}
      >
        <SimpleGrid columns={{ base: 1, md: 2, lg: 3 }} gap="6">
          {aboutValues.map((value) => (
            <Card.Root key={value.title} as="article" variant="outline" bg="white">
              <Card.Body gap="3">
                <Card.Title as="h3" fontFamily="heading" fontWeight="normal" fontSize="xl">
                  <FormattedMessage id={value.title} />
                </Card.Title>
                <Text color="fg.muted">
                  <FormattedMessage id={value.body} />
                </Text>
              </Card.Body>
            </Card.Root>
          ))}
        </SimpleGrid>
      </Section>

      {company && <AboutLeadership leadership={company.leadership} />}

      <AboutTestimonials />

      {company && <AboutAssurance company={company} />}

      <Section
        id="mission"
        eyebrow={<FormattedMessage id="about.mission.eyebrow" />}
        title={<FormattedMessage id="about.mission.title" />}
      >
        <Stack gap="8" maxW="4xl">
          <Text
            fontSize={{ base: "xl", md: "2xl" }}
            fontFamily="heading"
            lineHeight="1.5"
            borderStartWidth="3px"
            borderColor="gold.400"
            ps="6"
          >
            <FormattedMessage id="about.mission.body" />
          </Text>
          <Box bg="bg.muted" rounded="lg" p="6" borderWidth="1px" borderColor="border">
            <Heading as="h3" fontSize="md" mb="2" fontFamily="body">
              <FormattedMessage id="about.disclaimer.title" />
            </Heading>
            <BrokerDisclaimer color="fg.muted" fontSize="sm" />
          </Box>
        </Stack>
      </Section>
      <ContactCta />
    </>
  );
}
