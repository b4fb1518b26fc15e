import { Card, List, SimpleGrid, Stack, Text } from "@chakra-ui/react";
import { FormattedMessage, useIntl } from "react-intl";
import type { AboutPage_CompanyQuery } from "../../graphql/generated";
import { Section } from "../../ui/components/Section";

type Company = AboutPage_CompanyQuery["companySettings"];

/** The leadership team in the order admins set; nothing while there is none. */
export function AboutLeadership({ leadership }: { leadership: Company["leadership"] }) {
  if (leadership.length === 0) return null;
  return (
    <Section
      id="leadership"
      eyebrow={<FormattedMessage id="about.leadership.eyebrow" />}
      title={<FormattedMessage id="about.leadership.title" />}
    >
      <SimpleGrid as="ul" listStyleType="none" columns={{ base: 1, md: 2, lg: 3 }} gap="6">
        {leadership.map((leader, index) => (
          <li key={`${index}-${leader.name}`}>
            <Card.Root as="article" variant="outline" bg="white" h="full">
              <Card.Body gap="2">
                <Card.Title as="h3" fontFamily="heading" fontWeight="normal" fontSize="xl">
                  {leader.name}
                </Card.Title>
                <Text color="gold.700" fontWeight="semibold" fontSize="sm">
                  {leader.role}
                </Text>
                {leader.bio && <Text color="fg.muted">{leader.bio}</Text>}
              </Card.Body>
            </Card.Root>
          </li>
        ))}
      </SimpleGrid>
    </Section>
  );
}

/** Certifications and insurance, each list shown only when it has entries. */
export function AboutAssurance({ company }: { company: Pick<Company, "certifications" | "insurance"> }) {
  const intl = useIntl();
  if (company.certifications.length === 0 && company.insurance.length === 0) return null;
  return (
    <Section
      id="assurance"
      tone="muted"
      eyebrow={<FormattedMessage id="about.assurance.eyebrow" />}
      title={<FormattedMessage id="about.assurance.title" />}
    >
      <SimpleGrid columns={{ base: 1, md: 2 }} gap="8">
        {company.certifications.length > 0 && (
          <Stack gap="3">
            <Text as="h3" fontWeight="semibold" fontSize="lg">
              <FormattedMessage id="about.assurance.certifications" />
            </Text>
            <List.Root ps="5">
              {company.certifications.map((name) => (
                <List.Item key={name}>{name}</List.Item>
              ))}
            </List.Root>
          </Stack>
        )}
        {company.insurance.length > 0 && (
          <Stack gap="3">
            <Text as="h3" fontWeight="semibold" fontSize="lg">
              <FormattedMessage id="about.assurance.insurance" />
            </Text>
            <List.Root ps="5">
              {company.insurance.map((cover) => (
                <List.Item key={cover.cover}>
                  {cover.cover}
                  {cover.limitUsd != null && (
                    <>
                      {" · "}
                      <FormattedMessage
                        id="about.assurance.limit"
                        values={{
                          amount: intl.formatNumber(cover.limitUsd, {
                            style: "currency",
                            currency: "USD",
                            maximumFractionDigits: 0,
                          }),
                        }}
                      />
                    </>
                  )}
                </List.Item>
              ))}
            </List.Root>
          </Stack>
        )}
      </SimpleGrid>
    </Section>
  );
}
