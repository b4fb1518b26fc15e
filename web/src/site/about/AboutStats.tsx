import { SimpleGrid, Stat } from "@chakra-ui/react";
import type { ReactNode } from "react";
import { FormattedMessage, FormattedNumber, useIntl } from "react-intl";
import type { AboutPage_CompanyQuery } from "../../graphql/generated";
import type { MessageId } from "../../i18n/messages";

// Only the figures the company settings hold: an unset one is left out, never invented. The
// round-the-clock desk is a service the whole site promises, not a figure.
// Read once per page load; a visit does not outlast a new year often enough to matter.
const thisYear = new Date().getFullYear();

export function AboutStats({ figures }: { figures: AboutPage_CompanyQuery["companySettings"]["figures"] | null }) {
  const intl = useIntl();
  const items: { value: ReactNode; label: MessageId }[] = [];
  if (figures?.foundedYear != null)
    items.push({
      value: (
        <FormattedMessage id="about.stats.yearsValue" values={{ years: Math.max(0, thisYear - figures.foundedYear) }} />
      ),
      label: "about.stats.years",
    });
  if (figures?.fleetAccess != null)
    items.push({ value: <FormattedNumber value={figures.fleetAccess} />, label: "about.stats.fleetAccess" });
  if (figures?.flightsArranged != null)
    items.push({ value: <FormattedNumber value={figures.flightsArranged} />, label: "about.stats.flightsArranged" });
  if (figures?.clientSatisfactionPercent != null)
    items.push({
      value: intl.formatNumber(figures.clientSatisfactionPercent / 100, { style: "percent" }),
      label: "about.stats.satisfaction",
    });
  items.push({ value: "24/7", label: "about.stats.support" });
  return (
    <SimpleGrid columns={{ base: 2, md: Math.min(items.length, 4) }} gap="6">
      {items.map((item) => (
        <StatItem key={item.label} value={item.value} label={item.label} />
      ))}
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
