import { Button, Field, HStack, Input, SimpleGrid } from "@chakra-ui/react";
import { FormattedMessage } from "react-intl";
import type { MessageId } from "../../i18n/messages";
import { TextLink } from "../../ui/navigation/links";

export interface LegFilterValues {
  from: string;
  to: string;
  dateFrom: string;
  dateTo: string;
  seats: string;
}

const fields: readonly { name: keyof LegFilterValues; label: MessageId; type: string }[] = [
  { name: "from", label: "emptyLegs.filter.from", type: "text" },
  { name: "to", label: "emptyLegs.filter.to", type: "text" },
  { name: "dateFrom", label: "emptyLegs.filter.dateFrom", type: "date" },
  { name: "dateTo", label: "emptyLegs.filter.dateTo", type: "date" },
  { name: "seats", label: "emptyLegs.filter.seats", type: "number" },
];

/** A plain GET form: the filters are the page's address, so a filtered list can be shared or bookmarked. */
export function LegFilters({ values }: { values: LegFilterValues }) {
  return (
    <form method="get" action="/empty-legs" aria-labelledby="leg-filters-title">
      <h2 id="leg-filters-title" hidden>
        <FormattedMessage id="emptyLegs.filter.title" />
      </h2>
      <SimpleGrid columns={{ base: 1, sm: 2, lg: 5 }} gap="4" alignItems="end">
        {fields.map((field) => (
          <Field.Root key={field.name}>
            <Field.Label>
              <FormattedMessage id={field.label} />
            </Field.Label>
            <Input
              name={field.name}
              type={field.type}
              defaultValue={values[field.name]}
              min={field.type === "number" ? 1 : undefined}
              max={field.type === "number" ? 50 : undefined}
              bg="white"
              data-testid={`leg-filter-${field.name}`}
            />
          </Field.Root>
        ))}
      </SimpleGrid>
      <HStack mt="4" gap="4">
        <Button type="submit" colorPalette="navy" data-testid="leg-filter-submit">
          <FormattedMessage id="emptyLegs.filter.submit" />
        </Button>
        <TextLink to="/empty-legs">
          <FormattedMessage id="emptyLegs.filter.clear" />
        </TextLink>
      </HStack>
    </form>
  );
}
