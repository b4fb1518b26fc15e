import { SimpleGrid, Stat } from "@chakra-ui/react";
import type { ReactNode } from "react";
import { FormattedMessage, FormattedNumber } from "react-intl";
import type { MessageId } from "../../i18n/messages";
import { foundedYear } from "./aboutContent";

// Only figures the business has published; fleet size, flights flown and satisfaction
// scores wait for real numbers rather than invented ones.
// Read once per page load; a visit does not outlast a new year often enough to matter.
const yearsOfExperience = new Date().getFullYear() - foundedYear;

export function AboutStats() {
  const years = yearsOfExperience;
  return (
    <SimpleGrid columns={{ base: 2, md: 4 }} gap="6">
      <StatItem value={<FormattedMessage id="about.stats.yearsValue" values={{ years }} />} label="about.stats.years" />
      <StatItem
        value={
          <>
            <FormattedNumber value={2000} />+
          </>
        }
        label="about.stats.destinations"
      />
      <StatItem value="24/7" label="about.stats.support" />
      <StatItem value={<FormattedNumber value={365} />} label="about.stats.availability" />
    </SimpleGrid>
  );
}

function StatItem({ value, label }: { value: ReactNode; label: MessageId }) {
  return (
    // A <dl> needs its <dt> (the label) before its <dd> (the value); the value still shows on top.
    <Stat.Root
      borderStartWidth="2px"
      borderColor="gold.400"
      ps="4"
      display="flex"
      flexDirection="column-reverse"
      justifyContent="flex-end"
    >
      <Stat.Label color="whiteAlpha.800">
        <FormattedMessage id={label} />
      </Stat.Label>
      <Stat.ValueText fontFamily="heading" fontSize={{ base: "3xl", md: "4xl" }} color="gold.200" fontWeight="normal">
        {value}
      </Stat.ValueText>
    </Stat.Root>
  );
}
