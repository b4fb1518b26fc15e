import { describe, expect, it } from "vitest";
import { closedList, keyOnList, listAfterTyping, type SuggestionList } from "./airportListKeys";

const open = (active: number): SuggestionList => ({ open: true, active });

/** The active suggestion after pressing `keys` one after another on a closed list of `count`. */
function activeAfter(keys: string[], count: number): number {
  let list = closedList;
  for (const key of keys) list = keyOnList(list, key, count).list;
  return list.active;
}

describe("keyOnList", () => {
  it("opens a closed list on its first suggestion with Down, on its last with Up", () => {
    expect(keyOnList(closedList, "ArrowDown", 3)).toEqual({ list: open(0), handled: true });
    expect(keyOnList(closedList, "ArrowUp", 3)).toEqual({ list: open(2), handled: true });
  });

  it("moves through the suggestions and wraps at both ends", () => {
    expect(activeAfter(["ArrowDown", "ArrowDown", "ArrowDown"], 3)).toBe(2);
    expect(activeAfter(["ArrowDown", "ArrowDown", "ArrowDown", "ArrowDown"], 3)).toBe(0);
    expect(activeAfter(["ArrowDown", "ArrowUp"], 3)).toBe(2);
    expect(activeAfter(["ArrowUp", "ArrowUp", "ArrowUp"], 3)).toBe(0);
  });

  it("starts from the typed text's list, where nothing is active yet", () => {
    const typed = listAfterTyping("Lon");
    expect(typed).toEqual(open(-1));
    expect(keyOnList(typed, "ArrowDown", 4).list).toEqual(open(0));
    expect(keyOnList(typed, "ArrowUp", 4).list).toEqual(open(3));
  });

  it("has nothing to make active in an empty list, but still shows it (its message says why)", () => {
    expect(keyOnList(closedList, "ArrowDown", 0)).toEqual({ list: open(-1), handled: true });
    expect(keyOnList(open(-1), "ArrowDown", 0).list).toEqual(open(-1));
    expect(keyOnList(open(-1), "ArrowUp", 0).list).toEqual(open(-1));
  });

  it("takes the active suggestion with Enter and closes; without one, Enter is the form's", () => {
    expect(keyOnList(open(1), "Enter", 3)).toEqual({ list: closedList, chosen: 1, handled: true });
    expect(keyOnList(open(-1), "Enter", 3)).toEqual({ list: closedList, handled: false });
    expect(keyOnList(closedList, "Enter", 3)).toEqual({ list: closedList, handled: false });
    // A suggestion that went away with a new answer is not taken.
    expect(keyOnList(open(5), "Enter", 3)).toEqual({ list: closedList, handled: false });
  });

  it("closes with Escape, keeping the key only when there was a list to close", () => {
    expect(keyOnList(open(1), "Escape", 3)).toEqual({ list: closedList, handled: true });
    expect(keyOnList(closedList, "Escape", 3)).toEqual({ list: closedList, handled: false });
  });

  it("shows the list without moving with Alt+Down and closes it with Alt+Up", () => {
    expect(keyOnList(closedList, "ArrowDown", 3, true)).toEqual({ list: open(-1), handled: true });
    expect(keyOnList(open(2), "ArrowDown", 3, true)).toEqual({ list: open(2), handled: true });
    expect(keyOnList(open(2), "ArrowUp", 3, true)).toEqual({ list: closedList, handled: true });
  });

  it("closes on Tab and lets focus move on; other keys (Home, End, letters) are the input's", () => {
    expect(keyOnList(open(1), "Tab", 3)).toEqual({ list: closedList, handled: false });
    for (const key of ["Home", "End", "a", "Backspace"])
      expect(keyOnList(open(1), key, 3)).toEqual({ list: open(1), handled: false });
  });
});

describe("listAfterTyping", () => {
  it("opens on text and stays closed on an emptied field", () => {
    expect(listAfterTyping("L")).toEqual(open(-1));
    expect(listAfterTyping("  ")).toEqual(closedList);
    expect(listAfterTyping("")).toEqual(closedList);
  });
});
