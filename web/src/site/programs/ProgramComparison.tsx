import { Badge, Table, VisuallyHidden } from "@chakra-ui/react";
import { FormattedMessage } from "react-intl";
import { CheckIcon } from "../../ui/components/controlIcons";
import { MinusIcon } from "../../ui/components/icons";
import { programComparison, type ProgramId } from "../../features/programs";
import type { ProgramView } from "../../features/programs";

/** The spec's comparison rows against the programmes staff keep (columns appear with them). */
export function ProgramComparison({ programs = [] }: { programs?: ProgramView[] }) {
  return (
    // minW 0 lets the flex column shrink the scroll area to the phone's width; the table scrolls inside it.
    // position relative keeps the cells' visually hidden labels (absolutely positioned) inside it too.
    <Table.ScrollArea
      position="relative"
      borderWidth="1px"
      borderColor="border"
      rounded="xl"
      bg="white"
      minW="0"
      maxW="full"
      tabIndex={0}
      role="region"
      aria-labelledby="compare-title"
    >
      <Table.Root size="md" interactive>
        <Table.Caption captionSide="top" textAlign="start" p="4" fontSize="sm" color="fg.muted">
          <FormattedMessage id="programs.compare.caption" />
        </Table.Caption>
        <Table.Header>
          <Table.Row bg="navy.900">
            <Table.ColumnHeader color="fg.inverted" scope="col">
              <FormattedMessage id="programs.compare.feature" />
            </Table.ColumnHeader>
            {programs.map((program) => (
              <Table.ColumnHeader key={program.code} color="fg.inverted" textAlign="center" scope="col">
                {program.name}
                {program.mostPopular && (
                  <Badge ms="2" colorPalette="gold" variant="solid" size="sm">
                    <FormattedMessage id="program.mostPopular" />
                  </Badge>
                )}
              </Table.ColumnHeader>
            ))}
          </Table.Row>
        </Table.Header>
        <Table.Body>
          {programComparison.map((row) => (
            <Table.Row key={row.label}>
              <Table.Cell as="th" scope="row" fontWeight="medium">
                <FormattedMessage id={row.label} />
              </Table.Cell>
              {programs.map((program) => (
                <Table.Cell key={program.code} textAlign="center">
                  {row.included[program.anchor as ProgramId] ? (
                    <CheckIcon color="gold.600" />
                  ) : (
                    <MinusIcon color="fg.muted" />
                  )}
                  <VisuallyHidden>
                    <FormattedMessage
                      id={row.included[program.anchor as ProgramId] ? "common.included" : "common.notIncluded"}
                    />
                  </VisuallyHidden>
                </Table.Cell>
              ))}
            </Table.Row>
          ))}
        </Table.Body>
      </Table.Root>
    </Table.ScrollArea>
  );
}
