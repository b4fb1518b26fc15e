import { SimpleGrid, Skeleton, Stat } from "@chakra-ui/react";
import type { ReactNode } from "react";
import { FormattedMessage, useIntl } from "react-intl";
import { useCurrency } from "../../../currency/CurrencyContext";
import { useLeadBoard_StatsQuery } from "../../../graphql/generated";
import type { MessageId } from "../../../i18n/messages";

/** The pipeline in figures; live events replace them as leads arrive and move. */
export function LeadStatsCards() {
  const intl = useIntl();
  const { format } = useCurrency();
  const { data } = useLeadBoard_StatsQuery({ fetchPolicy: "cache-and-network" });
  const stats = data?.leadStats;
  const count = (value: number | undefined) => (value === undefined ? undefined : intl.formatNumber(value));
  const money = (value: number | undefined) => (value === undefined ? undefined : format(value));

  return (
    <SimpleGrid
      as="section"
      aria-label={intl.formatMessage({ id: "leadBoard.stats.label" })}
      columns={{ base: 2, md: 4, "2xl": 7 }}
      gap="4"
    >
      <Figure id="totalLeads" label="leadBoard.stats.total" value={count(stats?.totalLeads)} />
      <Figure id="newLeads" label="leadBoard.stats.new" help="leadBoard.stats.newHelp" value={count(stats?.newLeads)} />
      <Figure
        id="contacted"
        label="leadBoard.stats.contacted"
        help="leadBoard.stats.contactedHelp"
        value={count(stats?.contacted)}
      />
      <Figure
        id="qualified"
        label="leadBoard.stats.qualified"
        help="leadBoard.stats.qualifiedHelp"
        value={count(stats?.qualified)}
      />
      <Figure id="totalRevenue" label="leadBoard.stats.revenue" value={money(stats?.totalRevenueUsd)} />
      <Figure id="averageDeal" label="leadBoard.stats.averageDeal" value={money(stats?.averageDealSizeUsd)} />
      <Figure
        id="conversionRate"
        label="leadBoard.stats.conversion"
        value={stats && intl.formatNumber(stats.conversionRate, { style: "percent", maximumFractionDigits: 1 })}
        helpText={
          stats && (
            <FormattedMessage
              id="leadBoard.stats.conversionHelp"
              values={{ won: stats.dealsWon, closed: stats.dealsWon + stats.dealsLost }}
            />
          )
        }
      />
    </SimpleGrid>
  );
}

interface FigureProps {
  id: string;
  label: MessageId;
  value: string | undefined;
  help?: MessageId;
  helpText?: ReactNode;
}

function Figure({ id, label, value, help, helpText }: FigureProps) {
  return (
    <Stat.Root borderWidth="1px" rounded="xl" bg="white" p="4" data-testid={`stat-${id}`}>
      <Stat.Label color="fg.muted">
        <FormattedMessage id={label} />
      </Stat.Label>
      <Stat.ValueText fontSize="2xl" data-testid="stat-value">
        {value ?? <Skeleton as="span" display="inline-block" h="8" w="16" />}
      </Stat.ValueText>
      {/* A <dl> holds only <dt> and <dd>: the help text is a second description. */}
      {(help || helpText) && (
        <Stat.HelpText as="dd" color="fg.muted">
          {helpText ?? (help && <FormattedMessage id={help} />)}
        </Stat.HelpText>
      )}
    </Stat.Root>
  );
}
