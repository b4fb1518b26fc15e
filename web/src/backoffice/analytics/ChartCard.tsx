import { Box, Button, Card, Heading, HStack, Table, Text, VisuallyHidden } from "@chakra-ui/react";
import { useId, useState, type ReactNode } from "react";
import { FormattedMessage } from "react-intl";
import { csvDocument, downloadCsv } from "../../lib/csv";
import { useTableFormat, type ChartTable } from "./chartTable";

interface ChartCardProps {
  title: string;
  /** The downloaded file's name without extension, e.g. "leads-by-source". */
  fileName: string;
  /** The range, for the file name: a download from another range never overwrites this one. */
  rangeLabel: string;
  table: ChartTable;
  /** Shown instead of the chart and table when the chart has nothing to draw. */
  emptyMessage?: string;
  /** A headline figure above the chart. */
  lead?: ReactNode;
  children: ReactNode;
}

/**
 * One chart with its numbers as a table (hidden until asked for, but always there for screen
 * readers) and as a CSV file. The SVG itself is hidden from assistive technology: the table
 * says the same thing in a form it can read.
 */
export function ChartCard({ title, fileName, rangeLabel, table, emptyMessage, lead, children }: ChartCardProps) {
  const headingId = useId();
  const tableId = useId();
  const [tableShown, setTableShown] = useState(false);
  const { text, csvRows } = useTableFormat();

  const tableElement = (
    <Table.Root id={tableId} size="sm" variant="outline">
      <Table.Caption captionSide="top" textAlign="start" fontWeight="semibold" mb="2">
        {table.caption}
      </Table.Caption>
      <Table.Header>
        <Table.Row>
          <Table.ColumnHeader scope="col">{table.labelHeader}</Table.ColumnHeader>
          {table.columns.map((column) => (
            <Table.ColumnHeader key={column.header} scope="col" textAlign="end">
              {column.header}
            </Table.ColumnHeader>
          ))}
        </Table.Row>
      </Table.Header>
      <Table.Body>
        {table.rows.map((row) => (
          <Table.Row key={row.key}>
            <Table.Cell as="th" scope="row" fontWeight="normal">
              {row.label}
            </Table.Cell>
            {row.values.map((value, i) => (
              <Table.Cell key={table.columns[i]!.header} textAlign="end" fontVariantNumeric="tabular-nums">
                {text(value, table.columns[i]!.kind)}
              </Table.Cell>
            ))}
          </Table.Row>
        ))}
      </Table.Body>
    </Table.Root>
  );

  return (
    <Card.Root as="section" aria-labelledby={headingId} minW="0">
      <Card.Body gap="4">
        <HStack justify="space-between" align="start" flexWrap="wrap" gap="3">
          <Heading id={headingId} as="h2" fontSize="xl" fontWeight="normal" fontFamily="heading">
            {title}
          </Heading>
          {!emptyMessage && (
            <HStack gap="2">
              {/* Every card has these two buttons: the heading, as their description, says which chart they belong to. */}
              <Button
                size="xs"
                variant="outline"
                aria-expanded={tableShown}
                aria-controls={tableId}
                aria-describedby={headingId}
                onClick={() => setTableShown((shown) => !shown)}
              >
                <FormattedMessage id={tableShown ? "analytics.hideTable" : "analytics.showTable"} />
              </Button>
              <Button
                size="xs"
                variant="outline"
                aria-describedby={headingId}
                onClick={() => downloadCsv(`${fileName}-${rangeLabel}.csv`, csvDocument(csvRows(table)))}
              >
                <FormattedMessage id="analytics.downloadCsv" />
              </Button>
            </HStack>
          )}
        </HStack>
        {emptyMessage ? (
          <Text color="fg.muted">{emptyMessage}</Text>
        ) : (
          <>
            {lead}
            <Box aria-hidden="true" h={{ base: "260px", md: "300px" }} minW="0" dir="ltr" data-chart={fileName}>
              {children}
            </Box>
            {tableShown ? <Box overflowX="auto">{tableElement}</Box> : <VisuallyHidden>{tableElement}</VisuallyHidden>}
          </>
        )}
      </Card.Body>
    </Card.Root>
  );
}
