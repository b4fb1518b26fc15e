import { Box, chakra, HStack, Span, Text } from "@chakra-ui/react";
import { useEffect, useRef } from "react";
import { FormattedMessage } from "react-intl";
import { CheckIcon } from "../../ui/components/controlIcons";
import type { MessageId } from "../../i18n/messages";
import type { AirportChoice } from "./bookingDraft";

export type SuggestedAirport = AirportChoice & { country?: string | null };

/** The id of a suggestion's element: the input names the active one with aria-activedescendant. */
export const suggestionId = (listId: string, airport: AirportChoice) => `${listId}-${airport.code}`;

interface AirportSuggestionsProps {
  /** The listbox's id (the input's aria-controls) and the field label's id, which names it. */
  listId: string;
  labelId: string;
  shown: boolean;
  airports: SuggestedAirport[];
  active: number;
  chosenCode: string | null;
  /** Said in place of suggestions when there are none (yet). */
  message: MessageId;
  onActivate: (index: number) => void;
  onChoose: (airport: SuggestedAirport) => void;
}

/**
 * The suggestions under an airport field: a listbox whose options the input points at while focus
 * stays in it. The listbox is always in the page (hidden while closed), so the input's
 * aria-controls always names an element.
 */
export function AirportSuggestions(props: AirportSuggestionsProps) {
  const { listId, labelId, shown, airports, active, chosenCode, message, onActivate, onChoose } = props;
  const listRef = useRef<HTMLUListElement>(null);
  // The active suggestion stays in view as the arrows move through a list taller than its box.
  useEffect(() => {
    if (active >= 0) listRef.current?.children[active]?.scrollIntoView({ block: "nearest" });
  }, [active]);

  return (
    <Box
      hidden={!shown}
      position="absolute"
      top="100%"
      mt="2"
      insetInline="0"
      zIndex="popover"
      bg="bg.panel"
      rounded="l2"
      boxShadow="md"
      textStyle="sm"
      data-placement="bottom"
      animationStyle="slide-fade-in"
      animationDuration="fast"
      _motionReduce={{ animation: "none" }}
      // A press in the list leaves focus in the input (the list is the input's, not a stop of its own).
      onMouseDown={(event) => event.preventDefault()}
    >
      <chakra.ul
        ref={listRef}
        id={listId}
        role="listbox"
        aria-labelledby={labelId}
        hidden={airports.length === 0}
        // The list scrolls, and a scrolling region must be focusable; the arrows in the input move
        // through it, so it takes no tab stop.
        tabIndex={-1}
        p="1"
        maxH="96"
        overflowY="auto"
        onMouseLeave={() => onActivate(-1)}
      >
        {airports.map((airport, index) => (
          <HStack
            as="li"
            key={airport.code}
            id={suggestionId(listId, airport)}
            role="option"
            aria-selected={index === active}
            justify="space-between"
            gap="2"
            py="1.5"
            px="2"
            rounded="l1"
            cursor="option"
            userSelect="none"
            _selected={{ bg: "bg.emphasized/60" }}
            onMouseMove={() => index !== active && onActivate(index)}
            onClick={() => onChoose(airport)}
          >
            <Text flex="1">
              <Span fontWeight="semibold">{airport.city ?? airport.name}</Span>{" "}
              <Span color="fg.muted" fontSize="sm">
                {airport.name}
                {airport.country ? `, ${airport.country}` : ""}
              </Span>
            </Text>
            <Text fontFamily="mono" fontSize="sm">
              {airport.code}
            </Text>
            {airport.code === chosenCode && <CheckIcon boxSize="4" />}
          </HStack>
        ))}
      </chakra.ul>
      {shown && airports.length === 0 && (
        <Text role="status" m="1" py="1.5" px="2">
          <FormattedMessage id={message} />
        </Text>
      )}
    </Box>
  );
}
