import { Container, Heading, Stack } from "@chakra-ui/react";
import { FormattedMessage } from "react-intl";
import { ContactCta } from "../../ui/components/ContactCta";
import { PageHeader } from "../../ui/components/PageHeader";
import { PageTitle } from "../../ui/components/PageTitle";
import { ProgramsFallback, usePrograms } from "../../features/programs";
import { ProgramBlock } from "./ProgramBlock";
import { ProgramComparison } from "./ProgramComparison";

export default function ProgramsPage() {
  const { programs, error, refetch } = usePrograms();
  return (
    <>
      <PageTitle id="nav.programs" />
      <PageHeader
        eyebrow={<FormattedMessage id="programs.eyebrow" />}
        title={<FormattedMessage id="programs.title" />}
        subtitle={<FormattedMessage id="programs.subtitle" />}
      />
      <Container maxW="7xl" py={{ base: "12", md: "20" }}>
        <Stack gap="10">
          {!programs && <ProgramsFallback failed={Boolean(error)} onRetry={() => void refetch()} height="xs" />}
          {programs?.map((program) => (
            <ProgramBlock key={program.code} program={program} />
          ))}
        </Stack>
        <Stack gap="6" mt={{ base: "16", md: "24" }} as="section" aria-labelledby="compare-title">
          <Heading id="compare-title" as="h2" fontSize={{ base: "3xl", md: "4xl" }} fontWeight="normal">
            <FormattedMessage id="programs.compare.title" />
          </Heading>
          <ProgramComparison programs={programs} />
        </Stack>
      </Container>
      <ContactCta />
    </>
  );
}
