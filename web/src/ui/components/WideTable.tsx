import { Table } from "@chakra-ui/react";
import type { ReactNode } from "react";
import { FormattedMessage } from "react-intl";
import type { MessageId } from "../../i18n/messages";
import { useWideLayout } from "../hooks/useWideLayout";

export interface WideTableColumn {
  label: MessageId;
  /** Figures line up on their end. */
  numeric?: boolean;
}

interface WideTableProps {
  /** From which width the table shows; below it, `cards`. */
  from?: "md" | "lg";
  testId: string;
  columns: readonly WideTableColumn[];
  /** The rows. */
  children: ReactNode;
  /** The same list as cards, for narrower windows. */
  cards: ReactNode;
}

/**
 * A list shown as a table from a tablet (or laptop) up: the frame, the header row and the rows
 * given; below that width, its cards. Only the one shown is rendered (useWideLayout says why).
 */
export function WideTable({ from = "md", testId, columns, children, cards }: WideTableProps) {
  const wide = useWideLayout(from);
  if (!wide) return cards;
  return (
    <Table.ScrollArea borderWidth="1px" rounded="xl" bg="white" data-testid={testId}>
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
