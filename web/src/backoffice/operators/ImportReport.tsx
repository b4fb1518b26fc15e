import { Alert, Stack, Table, Text } from "@chakra-ui/react";
import { FormattedMessage, useIntl } from "react-intl";
import type { AdminImportFleetMutation, FleetRowProblemCode } from "../../graphql/generated";
import type { MessageId } from "../../i18n/messages";
import { isFleetColumn } from "./fleetColumns";

/** What importFleet answers. */
export type FleetImportResult = AdminImportFleetMutation["importFleet"];

type Problem = FleetImportResult["rejected"][number]["problems"][number];

/** What an import did: how many rows were added, updated or already so, and each rejected row's problems. */
export function ImportReport({ report }: { report: FleetImportResult }) {
  const intl = useIntl();
  const rejected = report.rejected.length;
  return (
    <Stack gap="3" data-testid="import-report" aria-live="polite">
      <Alert.Root status={rejected ? "warning" : "success"}>
        <Alert.Indicator />
        <Alert.Content>
          <Alert.Title data-testid="import-summary">
            <FormattedMessage
              id="admin.fleet.import.summary"
              values={{
                rows: report.rows,
                created: report.created,
                updated: report.updated,
                unchanged: report.unchanged,
                rejected,
              }}
            />
          </Alert.Title>
          {report.ignoredColumns.length > 0 && (
            <Alert.Description>
              <FormattedMessage
                id="admin.fleet.import.ignoredColumns"
                values={{ columns: intl.formatList(report.ignoredColumns, { type: "conjunction" }) }}
              />
            </Alert.Description>
          )}
        </Alert.Content>
      </Alert.Root>
      {rejected > 0 && (
        <Stack gap="2">
          <Text as="h3" fontWeight="semibold" id="rejected-rows-title">
            <FormattedMessage id="admin.fleet.import.rejectedTitle" />
          </Text>
          <Table.ScrollArea borderWidth="1px" rounded="lg" bg="white">
            <Table.Root size="sm" aria-labelledby="rejected-rows-title" data-testid="rejected-rows">
              <Table.Header>
                <Table.Row>
                  {(["row", "registration", "column", "problem"] as const).map((column) => (
                    <Table.ColumnHeader key={column} scope="col">
                      <FormattedMessage id={`admin.fleet.import.column.${column}`} />
                    </Table.ColumnHeader>
                  ))}
                </Table.Row>
              </Table.Header>
              <Table.Body>
                {report.rejected.flatMap((row) =>
                  row.problems.map((problem, i) => (
                    <Table.Row key={`${row.row}-${problem.field}`} data-testid="rejected-row" data-row={row.row}>
                      <Table.Cell>{i === 0 ? row.row : ""}</Table.Cell>
                      <Table.Cell>{i === 0 ? <bdi>{row.registration ?? "—"}</bdi> : ""}</Table.Cell>
                      <Table.Cell>{columnName(problem.field, intl.formatMessage)}</Table.Cell>
                      <Table.Cell>{problemText(problem, intl.formatMessage)}</Table.Cell>
                    </Table.Row>
                  )),
                )}
              </Table.Body>
            </Table.Root>
          </Table.ScrollArea>
        </Stack>
      )}
    </Stack>
  );
}

type Format = ReturnType<typeof useIntl>["formatMessage"];

function columnName(field: string, format: Format): string {
  return isFleetColumn(field) ? format({ id: `admin.fleet.column.${field}` }) : field;
}

const problemMessage: Record<FleetRowProblemCode, MessageId> = {
  REQUIRED: "admin.fleet.problem.REQUIRED",
  INVALID: "admin.fleet.problem.INVALID",
  OUT_OF_RANGE: "admin.fleet.problem.OUT_OF_RANGE",
  UNKNOWN_AIRPORT: "admin.fleet.problem.UNKNOWN_AIRPORT",
  DUPLICATE_IN_FILE: "admin.fleet.problem.DUPLICATE_IN_FILE",
  OTHER_OPERATOR: "admin.fleet.problem.OTHER_OPERATOR",
};

function problemText(problem: Problem, format: Format): string {
  // A type too long is out of range in characters: its own words say so.
  if (problem.code === "OUT_OF_RANGE" && problem.field === "type") return format({ id: "admin.fleet.error.type" });
  if (problem.code === "INVALID" && isFleetColumn(problem.field))
    return format(
      { id: "admin.fleet.problem.INVALID" },
      { expected: format({ id: `admin.fleet.error.${problem.field}` }) },
    );
  return format({ id: problemMessage[problem.code] }, { min: problem.min ?? 0, max: problem.max ?? 0 });
}
