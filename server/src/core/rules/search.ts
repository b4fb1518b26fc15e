// The back office's search (its command palette) takes three characters at least: a shorter text
// has no trigram, so its matches can be neither estimated nor found on an index. The palette waits
// for them before it asks.
export const STAFF_SEARCH_MIN = 3;
