import { describe, expect, it } from "vitest";
import { canTransition, type TransitionMap } from "../../core/state-machine.js";
import { QuoteRequestStatus, QuoteStatus } from "./quote.enums.js";
import { QUOTE_REQUEST_TRANSITIONS, QUOTE_TRANSITIONS } from "./quote-status-moves.js";

const maps: [string, TransitionMap<string>, Record<string, string>][] = [
  ["quote request", QUOTE_REQUEST_TRANSITIONS, QuoteRequestStatus],
  ["quote", QUOTE_TRANSITIONS, QuoteStatus],
];

describe("quote status moves", () => {
  it.each(maps)("%s: every status has an entry, moves stay within the enum, none to itself", (_name, map, statuses) => {
    expect(Object.keys(map).toSorted()).toEqual(Object.values(statuses).toSorted());
    for (const [from, targets] of Object.entries(map)) {
      for (const to of targets) expect(Object.values(statuses)).toContain(to);
      expect(targets).not.toContain(from);
    }
  });

  it("keep the documented rules: accepted requests are final, expired ones can be quoted again", () => {
    expect(QUOTE_REQUEST_TRANSITIONS[QuoteRequestStatus.ACCEPTED]).toEqual([]);
    expect(canTransition(QUOTE_REQUEST_TRANSITIONS, QuoteRequestStatus.NEW, QuoteRequestStatus.ACCEPTED)).toBe(false);
    expect(canTransition(QUOTE_REQUEST_TRANSITIONS, QuoteRequestStatus.EXPIRED, QuoteRequestStatus.QUOTED)).toBe(true);
  });
});
