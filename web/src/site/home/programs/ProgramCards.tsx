import { SimpleGrid } from "@chakra-ui/react";
import { FormattedMessage } from "react-intl";
import { Section } from "../../../ui/components/Section";
import { usePrograms, ProgramsFallback } from "../../../features/programs";
import { ProgramCard } from "./ProgramCard";

export function ProgramCards() {
  const { programs, error, refetch } = usePrograms();
  return (
    <Section
      id="programs"
      eyebrow={<FormattedMessage id="home.programs.eyebrow" />}
      title={<FormattedMessage id="home.programs.title" />}
      intro={<FormattedMessage id="home.programs.intro" />}
    >
      <SimpleGrid columns={{ base: 1, md: 3 }} gap="6">
        {!programs && <ProgramsFallback failed={Boolean(error)} onRetry={() => void refetch()} height="md" />}
        {programs?.map((program) => (
          <ProgramCard key={program.code} program={program} />
        ))}
      </SimpleGrid>
    </Section>
  );
}
