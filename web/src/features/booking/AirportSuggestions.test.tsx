import { ChakraProvider } from "@chakra-ui/react";
import { renderToString } from "react-dom/server";
import { IntlProvider } from "react-intl";
import { describe, expect, it } from "vitest";
import { system } from "../../ui/theme/system";
import en from "../../i18n/messages/en.json";
import { AirportSuggestions, suggestionId, type SuggestedAirport } from "./AirportSuggestions";

const airport = (code: string, city: string): SuggestedAirport => ({
  code,
  city,
  name: `${city} Airport`,
  country: "United Kingdom",
  timeZone: "Europe/London",
  latitude: 51,
  longitude: 0,
});
const london = [airport("LHR", "London"), airport("LCY", "London"), airport("LGW", "London")];

/** The server's markup, without the style elements the styles are written in. */
function render(props: { shown: boolean; airports: SuggestedAirport[]; active: number }) {
  const html = renderToString(
    <ChakraProvider value={system}>
      <IntlProvider locale="en" messages={en}>
        <AirportSuggestions
          listId="from-airports"
          labelId="from-label"
          chosenCode="LCY"
          message="booking.noAirport"
          onActivate={() => undefined}
          onChoose={() => undefined}
          {...props}
        />
      </IntlProvider>
    </ChakraProvider>,
  );
  return html.replace(/<style[^>]*>.*?<\/style>/g, "");
}

describe("AirportSuggestions", () => {
  it("is a listbox named by the field's label, in the page but hidden while closed", () => {
    const html = render({ shown: false, airports: [], active: -1 });
    const [, popup, list] = html.match(/<div([^>]*)><ul([^>]*)>/)!;
    expect(popup).toContain(' hidden=""');
    expect(list).toContain(' id="from-airports"');
    expect(list).toContain(' role="listbox"');
    expect(list).toContain(' aria-labelledby="from-label"');
    expect(list).toContain(' hidden=""');
    expect(html).not.toContain("No airport matches");
  });

  it("lists each airport as an option whose id the input can point at; the active one is selected", () => {
    const html = render({ shown: true, airports: london, active: 1 });
    const options = [...html.matchAll(/<li([^>]*)>/g)].map(([, attrs]) => [
      attrs!.match(/ id="([^"]+)"/)?.[1],
      attrs!.match(/ role="([^"]+)"/)?.[1],
      attrs!.match(/ aria-selected="([^"]+)"/)?.[1],
    ]);
    expect(options).toEqual([
      [suggestionId("from-airports", london[0]!), "option", "false"],
      [suggestionId("from-airports", london[1]!), "option", "true"],
      [suggestionId("from-airports", london[2]!), "option", "false"],
    ]);
    expect(new Set(options.map(([id]) => id)).size).toBe(3);
  });

  it("says why there is nothing to choose when the list is empty", () => {
    const html = render({ shown: true, airports: [], active: -1 });
    expect(html).toMatch(/role="status"[^>]*>No airport matches/);
  });
});
