import { Button, Card, HStack, Heading, SimpleGrid, Stack } from "@chakra-ui/react";
import type { ReactNode } from "react";
import { FormattedMessage, useIntl } from "react-intl";
import type { MessageId } from "../../i18n/messages";
import { moved } from "./companyDraft";

interface RowListProps<T> {
  title: MessageId;
  /** The accessible name of each row's buttons: "Desk 2", "Leader 1"… */
  rowLabel: MessageId;
  addLabel: MessageId;
  rows: T[];
  onChange: (rows: T[]) => void;
  blank: () => T;
  /** The fields of one row; `set` replaces it. */
  children: (row: T, index: number, set: (row: T) => void) => ReactNode;
}

/** An ordered list of rows (desks, leaders, insurance covers): add, remove, move up and down. */
export function RowList<T>({ title, rowLabel, addLabel, rows, onChange, blank, children }: RowListProps<T>) {
  const intl = useIntl();
  const id = `company-${title.replace(/\W/g, "-")}`;
  return (
    <Card.Root as="section" aria-labelledby={id}>
      <Card.Body>
        <Stack gap="4">
          <Heading as="h2" id={id} size="lg">
            <FormattedMessage id={title} />
          </Heading>
          {rows.map((row, index) => {
            const name = intl.formatMessage({ id: rowLabel }, { number: index + 1 });
            return (
              <Stack
                key={index}
                as="fieldset"
                gap="3"
                borderWidth="1px"
                borderColor="border"
                rounded="md"
                p="4"
                aria-label={name}
              >
                <SimpleGrid columns={{ base: 1, md: 2 }} gap="3">
                  {children(row, index, (next) => onChange(rows.map((r, i) => (i === index ? next : r))))}
                </SimpleGrid>
                <HStack gap="2" flexWrap="wrap">
                  <Button
                    size="xs"
                    variant="outline"
                    disabled={index === 0}
                    onClick={() => onChange(moved(rows, index, -1))}
                    aria-label={intl.formatMessage({ id: "admin.company.moveUp" }, { name })}
                  >
                    <FormattedMessage id="admin.company.up" />
                  </Button>
                  <Button
                    size="xs"
                    variant="outline"
                    disabled={index === rows.length - 1}
                    onClick={() => onChange(moved(rows, index, 1))}
                    aria-label={intl.formatMessage({ id: "admin.company.moveDown" }, { name })}
                  >
                    <FormattedMessage id="admin.company.down" />
                  </Button>
                  <Button
                    size="xs"
                    variant="outline"
                    colorPalette="red"
                    onClick={() => onChange(rows.filter((_, i) => i !== index))}
                    aria-label={intl.formatMessage({ id: "admin.company.removeRow" }, { name })}
                  >
                    <FormattedMessage id="admin.company.remove" />
                  </Button>
                </HStack>
              </Stack>
            );
          })}
          <Button variant="outline" alignSelf="start" onClick={() => onChange([...rows, blank()])}>
            <FormattedMessage id={addLabel} />
          </Button>
        </Stack>
      </Card.Body>
    </Card.Root>
  );
}
