import { Combobox, Field, HStack, Portal, Span, Spinner, Text, useListCollection } from "@chakra-ui/react";
import { useEffect, useState } from "react";
import { FormattedMessage, useIntl } from "react-intl";
import { useBooking_AirportsQuery } from "../../graphql/generated";
import type { MessageId } from "../../i18n/messages";
import type { AirportChoice } from "./bookingDraft";

export const airportsQuery = /* GraphQL */ `
  query Booking_Airports($search: String!) {
    airports(search: $search, first: 8) {
      code
      name
      city
      country
      timeZone
      latitude
      longitude
    }
  }
`;

/** "London (LHR)" for the input once chosen. */
export const airportLabel = (airport: AirportChoice) => `${airport.city ?? airport.name} (${airport.code})`;

interface AirportFieldProps {
  label: MessageId;
  value: AirportChoice | null;
  onChange: (airport: AirportChoice | null) => void;
  error?: MessageId;
  testId: string;
}

/** An airport picker searching codes, cities and names as the visitor types (debounced). */
export function AirportField({ label, value, onChange, error, testId }: AirportFieldProps) {
  const intl = useIntl();
  const [input, setInput] = useState(value ? airportLabel(value) : "");
  const [search, setSearch] = useState("");
  useEffect(() => {
    const timer = setTimeout(() => setSearch(input.trim()), 200);
    return () => clearTimeout(timer);
  }, [input]);
  const selectedLabel = value ? airportLabel(value) : "";
  const typing = search.length >= 2 && search !== selectedLabel;
  const { data, loading } = useBooking_AirportsQuery({ variables: { search }, skip: !typing });
  const { collection, set } = useListCollection<AirportChoice & { country?: string | null }>({
    initialItems: [],
    itemToString: (item) => airportLabel(item),
    itemToValue: (item) => item.code,
  });
  // The chosen airport is always among the items: the combobox names its value from them, and an
  // airport set from outside (the query string) would otherwise read as an empty input.
  useEffect(() => {
    const found = data?.airports ?? [];
    set(value && !found.some((airport) => airport.code === value.code) ? [value, ...found] : found);
  }, [data, value, set]);
  // A value chosen elsewhere (the query string, a round trip's return) shows in the input.
  useEffect(() => setInput(selectedLabel), [selectedLabel]);

  return (
    <Field.Root invalid={Boolean(error)} required>
      <Combobox.Root
        collection={collection}
        inputValue={input}
        value={value ? [value.code] : []}
        onInputValueChange={(details) => setInput(details.inputValue)}
        onValueChange={(details) => onChange(details.items[0] ?? null)}
        openOnClick={false}
        selectionBehavior="replace"
        // The suggestion list exists only while open: a closed field costs the page nothing (zag
        // otherwise lays out each hidden list at start to scroll it to its top).
        lazyMount
        unmountOnExit
        data-testid={testId}
      >
        <Combobox.Label>
          <FormattedMessage id={label} />
        </Combobox.Label>
        <Combobox.Control>
          <Combobox.Input placeholder={intl.formatMessage({ id: "booking.airportPlaceholder" })} />
          <Combobox.IndicatorGroup>
            {loading && <Spinner size="xs" />}
            <Combobox.ClearTrigger aria-label={intl.formatMessage({ id: "booking.clearAirport" })} />
          </Combobox.IndicatorGroup>
        </Combobox.Control>
        <Portal>
          <Combobox.Positioner>
            <Combobox.Content>
              <Combobox.Empty>
                <FormattedMessage id={typing && !loading ? "booking.noAirport" : "booking.typeToSearch"} />
              </Combobox.Empty>
              {collection.items.map((airport) => (
                <Combobox.Item key={airport.code} item={airport}>
                  <HStack justify="space-between" w="full" gap="3">
                    <Text>
                      <Span fontWeight="semibold">{airport.city ?? airport.name}</Span>{" "}
                      <Span color="fg.muted" fontSize="sm">
                        {airport.name}
                        {airport.country ? `, ${airport.country}` : ""}
                      </Span>
                    </Text>
                    <Text fontFamily="mono" fontSize="sm">
                      {airport.code}
                    </Text>
                  </HStack>
                  <Combobox.ItemIndicator />
                </Combobox.Item>
              ))}
            </Combobox.Content>
          </Combobox.Positioner>
        </Portal>
      </Combobox.Root>
      {error && (
        <Field.ErrorText>
          <FormattedMessage id={error} />
        </Field.ErrorText>
      )}
    </Field.Root>
  );
}
