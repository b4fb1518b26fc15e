import { Card, HStack, Stack, Table, Text } from "@chakra-ui/react";
import { FormattedMessage, useIntl } from "react-intl";
import type { AdminOperatorSummaryFieldsFragment } from "../../graphql/generated";
import { TextLink } from "../../ui/navigation/links";
import { WideTable } from "../../ui/components/WideTable";
import { countryName } from "./countryName";
import { operatorPath } from "./operatorPaths";
import { OperatorStatus } from "./OperatorStatus";

const columns = (["operator", "country", "aoc", "fleet", "status"] as const).map((column) => ({
  label: `admin.operators.column.${column}` as const,
  numeric: column === "fleet",
}));

/** The operators as a table, or one card each on a phone; the name opens the operator's page. */
export function OperatorList({ operators }: { operators: AdminOperatorSummaryFieldsFragment[] }) {
  const intl = useIntl();
  const cards = (
    <Stack gap="4" as="ul" listStyleType="none">
      {operators.map((operator) => (
        <Card.Root as="li" key={operator.id} size="sm" data-testid="operator-card" data-name={operator.name}>
          <Card.Body gap="2">
            <TextLink to={operatorPath(operator.id)} fontWeight="medium">
              <bdi>{operator.name}</bdi>
            </TextLink>
            <HStack gap="2" fontSize="sm" color="fg.muted" flexWrap="wrap">
              <Text>{countryName(operator.country, intl.locale)}</Text>
              <Text aria-hidden>·</Text>
              <Text>
                <bdi>{operator.aocNumber}</bdi>
              </Text>
              <Text aria-hidden>·</Text>
              <Text>
                <FormattedMessage id="admin.operators.fleetSize" values={{ count: operator.fleetSize }} />
              </Text>
            </HStack>
            <OperatorStatus operator={operator} />
          </Card.Body>
        </Card.Root>
      ))}
    </Stack>
  );
  return (
    <WideTable cards={cards} from="lg" testId="operators-table" columns={columns}>
      {operators.map((operator) => (
        <Table.Row key={operator.id} data-testid="operator-row" data-name={operator.name}>
          <Table.Cell>
            <TextLink to={operatorPath(operator.id)} fontWeight="medium">
              <bdi>{operator.name}</bdi>
            </TextLink>
          </Table.Cell>
          <Table.Cell>{countryName(operator.country, intl.locale)}</Table.Cell>
          <Table.Cell>
            <bdi>{operator.aocNumber}</bdi>
          </Table.Cell>
          <Table.Cell textAlign="end">{intl.formatNumber(operator.fleetSize)}</Table.Cell>
          <Table.Cell>
            <OperatorStatus operator={operator} />
          </Table.Cell>
        </Table.Row>
      ))}
    </WideTable>
  );
}
