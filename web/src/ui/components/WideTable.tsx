import { Table } from "@chakra-ui/react";
import type { ReactNode } from "react";
import { FormattedMessage } from "react-intl";
import type { MessageId } from "../../i18n/messages";

export interface WideTableColumn {
  label: MessageId;
  /** Figures line up on their end. */
  numeric?: boolean;
}

interface WideTableProps {
  /** From which width the table shows; below it the page shows its list as cards. */
  from?: "md" | "lg";
  testId: string;
  columns: readonly WideTableColumn[];
  /** The rows. */
  children: ReactNode;
}

/** A list shown as a table from a tablet (or laptop) up: the frame, the header row and the rows given. */
export function WideTable({ from = "md", testId, columns, children }: WideTableProps) {
  return (
    <Table.ScrollArea
      display={{ base: "none", [from]: "block" }}
      borderWidth="1px"
      rounded="xl"
      bg="white"
      data-testid={testId}
    >
      <Table.Root size="sm">
        <Table.Header>
          <Table.Row>
            {columns.map((column) => (
              <Table.ColumnHeader key={column.label} scope="col" textAlign={column.numeric ? "end" : undefined}>
                <FormattedMessage id={column.label} />
              </Table.ColumnHeader>
            ))}
          </Table.Row>
        </Table.Header>
        <Table.Body>{children}</Table.Body>
      </Table.Root>
    </Table.ScrollArea>
  );
}
