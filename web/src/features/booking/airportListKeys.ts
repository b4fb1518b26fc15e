// The keyboard of an airport field's suggestion list, after the WAI-ARIA combobox pattern (a list
// with manual selection): focus stays in the input; the arrows move the active suggestion, wrapping
// at either end; Enter takes it; Escape closes the list. Pure, so it is tested without a browser.

/** The list as the visitor sees it: open or not, and its active suggestion (-1: none). */
export interface SuggestionList {
  open: boolean;
  active: number;
}

export const closedList: SuggestionList = { open: false, active: -1 };

export interface KeyOutcome {
  list: SuggestionList;
  /** The suggestion Enter took. */
  chosen?: number;
  /** The key was the list's: the browser's own action (caret, form send) is to be prevented. */
  handled: boolean;
}

/** What `key` does to the list of `count` suggestions. */
export function keyOnList(list: SuggestionList, key: string, count: number, altKey = false): KeyOutcome {
  const last = count - 1;
  switch (key) {
    case "ArrowDown":
      // Alt+Down only shows the list; a closed list opens on its first suggestion.
      if (altKey) return { list: { open: true, active: list.open ? list.active : -1 }, handled: true };
      if (!list.open) return { list: { open: true, active: count > 0 ? 0 : -1 }, handled: true };
      return { list: { open: true, active: count > 0 ? (list.active + 1) % count : -1 }, handled: true };
    case "ArrowUp":
      if (altKey) return { list: closedList, handled: list.open };
      if (!list.open || list.active <= 0) return { list: { open: true, active: last }, handled: true };
      return { list: { open: true, active: Math.min(list.active - 1, last) }, handled: true };
    case "Enter":
      if (list.open && list.active >= 0 && list.active < count)
        return { list: closedList, chosen: list.active, handled: true };
      // Nothing active: Enter sends the form as in any text field.
      return { list: closedList, handled: false };
    case "Escape":
      return { list: closedList, handled: list.open };
    case "Tab":
      return { list: closedList, handled: false };
    default:
      return { list, handled: false };
  }
}

/** After the visitor typed: the list opens on their text, nothing active yet. */
export const listAfterTyping = (text: string): SuggestionList => ({ open: text.trim() !== "", active: -1 });
