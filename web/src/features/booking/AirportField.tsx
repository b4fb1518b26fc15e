import { Box, chakra, HStack, Spinner } from "@chakra-ui/react";
import { useEffect, useId, useRef, useState, type KeyboardEvent } from "react";
import { FormattedMessage, useIntl } from "react-intl";
import { FieldInput, FormField } from "../../ui/components/form/FormField";
import { CloseIcon } from "../../ui/components/controlIcons";
import type { MessageId } from "../../i18n/messages";
import { keyOnList, listAfterTyping } from "./airportListKeys";
import { AirportSuggestions, suggestionId, type SuggestedAirport } from "./AirportSuggestions";
import type { AirportChoice } from "./bookingDraft";
import { useAirportSearch } from "./useAirportSearch";

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

/**
 * An airport picker searching codes, cities and names as the visitor types: a WAI-ARIA combobox
 * (the input) and the listbox of suggestions it controls.
 */
export function AirportField({ label, value, onChange, error, testId }: AirportFieldProps) {
  const intl = useIntl();
  const id = useId();
  const listId = `${id}-airports`;
  const labelId = `${id}-label`;
  const chosenLabel = value ? airportLabel(value) : "";
  const [typed, setTyped] = useState(chosenLabel);
  const [open, setOpen] = useState(false);
  const [activeCode, setActiveCode] = useState<string | null>(null);
  const inputRef = useRef<HTMLInputElement>(null);
  // A value chosen elsewhere (the query string, a round trip's return) shows in the input.
  useEffect(() => setTyped(chosenLabel), [chosenLabel]);

  const { found, loading, searching } = useAirportSearch(typed, chosenLabel);
  // Until the visitor searches, the list offers the chosen airport (as it did before they typed).
  const airports: SuggestedAirport[] = searching ? found : value ? [value] : [];
  const active = airports.findIndex((airport) => airport.code === activeCode);

  const choose = (airport: AirportChoice | null) => {
    setOpen(false);
    setActiveCode(null);
    setTyped(airport ? airportLabel(airport) : "");
    onChange(airport);
  };
  const onKeyDown = (event: KeyboardEvent<HTMLInputElement>) => {
    // Enter or an arrow while an input method composes (Chinese, say) is the composition's.
    if (event.nativeEvent.isComposing) return;
    const outcome = keyOnList({ open, active }, event.key, airports.length, event.altKey);
    if (outcome.handled) event.preventDefault();
    setOpen(outcome.list.open);
    setActiveCode(airports[outcome.list.active]?.code ?? null);
    if (outcome.chosen !== undefined) choose(airports[outcome.chosen]!);
  };

  return (
    <FormField
      label={<FormattedMessage id={label} />}
      labelId={labelId}
      required
      error={error && <FormattedMessage id={error} />}
      data-testid={testId}
    >
      {(control) => (
        <Box position="relative" w="full">
          <FieldInput
            {...control}
            ref={inputRef}
            role="combobox"
            aria-autocomplete="list"
            aria-expanded={open}
            aria-controls={listId}
            aria-activedescendant={open && active >= 0 ? suggestionId(listId, airports[active]!) : undefined}
            autoComplete="off"
            autoCorrect="off"
            autoCapitalize="none"
            spellCheck={false}
            placeholder={intl.formatMessage({ id: "booking.airportPlaceholder" })}
            pe="10"
            value={typed}
            onChange={(event) => {
              const text = event.target.value;
              setTyped(text);
              const list = listAfterTyping(text);
              setOpen(list.open);
              setActiveCode(null);
              // An emptied field has no airport any more.
              if (text.trim() === "" && value) onChange(null);
            }}
            onKeyDown={onKeyDown}
            // Leaving the field closes the list; text that named no airport gives way to the chosen one.
            onBlur={() => {
              setOpen(false);
              setActiveCode(null);
              setTyped(chosenLabel);
            }}
          />
          <HStack position="absolute" insetEnd="0" top="0" bottom="0" px="3" gap="1" pointerEvents="none">
            {loading && <Spinner size="xs" />}
            {value && (
              <ClearAirportButton
                onClear={() => {
                  choose(null);
                  inputRef.current?.focus();
                }}
              />
            )}
          </HStack>
          <AirportSuggestions
            listId={listId}
            labelId={labelId}
            shown={open}
            airports={airports}
            active={active}
            chosenCode={value?.code ?? null}
            message={!searching ? "booking.typeToSearch" : loading ? "common.loading" : "booking.noAirport"}
            onActivate={(index) => setActiveCode(airports[index]?.code ?? null)}
            onChoose={choose}
          />
        </Box>
      )}
    </FormField>
  );
}

/** Empties the field: for the pointer, as the keyboard empties the text (so it takes no tab stop). */
function ClearAirportButton({ onClear }: { onClear: () => void }) {
  const intl = useIntl();
  return (
    <chakra.button
      type="button"
      tabIndex={-1}
      aria-label={intl.formatMessage({ id: "booking.clearAirport" })}
      display="inline-flex"
      color="fg.muted"
      rounded="l1"
      pointerEvents="auto"
      cursor="button"
      _icon={{ boxSize: "4" }}
      // Focus stays in the input.
      onMouseDown={(event) => event.preventDefault()}
      onClick={onClear}
    >
      <CloseIcon />
    </chakra.button>
  );
}
