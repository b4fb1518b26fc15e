import { Badge, Box, Container, DataList, Heading, Stack } from "@chakra-ui/react";
import { FormattedMessage } from "react-intl";
import { ContactCta } from "../../ui/components/ContactCta";
import { PageHeader } from "../../ui/components/PageHeader";
import { PageTitle } from "../../ui/components/PageTitle";
import type { MessageId } from "../../i18n/messages";
import { caseStudies } from "./caseStudies";

const parts: readonly { key: "challenge" | "solution" | "outcome"; label: MessageId }[] = [
  { key: "challenge", label: "cases.challenge" },
  { key: "solution", label: "cases.solution" },
  { key: "outcome", label: "cases.outcome" },
];

export default function CaseStudiesPage() {
  return (
    <>
      <PageTitle id="nav.caseStudies" />
      <PageHeader
        eyebrow={<FormattedMessage id="cases.eyebrow" />}
        title={<FormattedMessage id="cases.title" />}
        subtitle={<FormattedMessage id="cases.subtitle" />}
      />
      <Container maxW="5xl" py={{ base: "12", md: "20" }}>
        <Stack gap="10">
          {caseStudies.map((study) => (
            <Box
              key={study.id}
              as="article"
              aria-labelledby={`${study.id}-title`}
              bg="white"
              borderWidth="1px"
              borderColor="border"
              rounded="2xl"
              p={{ base: "6", md: "10" }}
            >
              <Badge colorPalette="gold" variant="subtle" mb="3">
                <FormattedMessage id={study.sector} />
              </Badge>
              <Heading
                id={`${study.id}-title`}
                as="h2"
                fontSize={{ base: "2xl", md: "3xl" }}
                fontWeight="normal"
                mb="6"
              >
                <FormattedMessage id={study.title} />
              </Heading>
              <DataList.Root gap="5">
                {parts.map((part) => (
                  // Label above value: the theme lays data lists out side by side (theme/system.ts).
                  <DataList.Item key={part.key} display="flex" flexDirection="column" alignItems="stretch" gap="1">
                    <DataList.ItemLabel
                      minWidth="0"
                      color="gold.700"
                      textTransform="uppercase"
                      letterSpacing="wider"
                      fontSize="xs"
                      fontWeight="semibold"
                    >
                      <FormattedMessage id={part.label} />
                    </DataList.ItemLabel>
                    <DataList.ItemValue color="fg.muted">
                      <FormattedMessage id={study[part.key]} />
                    </DataList.ItemValue>
                  </DataList.Item>
                ))}
              </DataList.Root>
            </Box>
          ))}
        </Stack>
      </Container>
      <ContactCta />
    </>
  );
}
