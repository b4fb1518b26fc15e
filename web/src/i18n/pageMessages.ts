import type { Messages } from "./messages";

/** Where a static-first page carries the messages its islands rendered with. */
export const pageMessagesElementId = "page-messages";

type Catalogue = Record<string, string>;

/**
 * On the server: the catalogue as the islands see it, noting every message they read, so the page
 * can carry those few instead of making each visitor download the whole catalogue before anything
 * answers (react-intl checks hasOwnProperty, then reads the value).
 */
export function recordingMessages(messages: Messages): { messages: Messages; read(): Catalogue } {
  const catalogue = messages as Catalogue;
  const seen = new Set<string>();
  const proxy = new Proxy(catalogue, {
    get(target, id) {
      if (typeof id === "string" && Object.hasOwn(target, id)) seen.add(id);
      return Reflect.get(target, id) as unknown;
    },
  });
  return {
    messages: proxy as Messages,
    read: () => Object.fromEntries([...seen].toSorted().map((id) => [id, catalogue[id]!])),
  };
}

// What a message the page lacks reads as until the catalogue arrives: nothing visible. (react-intl
// treats an empty message as missing and would print its id.)
const notYet = "\u200b";

export interface PartialCatalogue {
  /** The page's messages; one it lacks reads as nothing visible until the whole catalogue is here. */
  messages: Messages;
  /** The whole catalogue, once something asked for it (the page's messages then hold it too). */
  whole: Promise<Messages>;
  /** Starts loading the whole catalogue (once). */
  requestWhole(): void;
}

/**
 * In the browser: the page's messages, and the whole catalogue the first time it is needed (the
 * visitor touches the page, or an island renders a message the page did not carry).
 */
export function partialCatalogue(carried: Catalogue, loadWhole: () => Promise<Messages>): PartialCatalogue {
  let requested = false;
  let resolveWhole!: (messages: Promise<Messages>) => void;
  const whole = new Promise<Messages>((resolve) => {
    resolveWhole = resolve;
  });
  const requestWhole = () => {
    if (requested) return;
    requested = true;
    // Filled in place: an intl object made before it arrived reads the whole catalogue too.
    resolveWhole(loadWhole().then((messages) => Object.assign(carried, messages) as Messages));
  };
  const proxy = new Proxy(carried, {
    get(target, id) {
      if (typeof id !== "string" || Object.hasOwn(target, id)) return Reflect.get(target, id) as unknown;
      requestWhole();
      return notYet;
    },
    // Every message "exists": react-intl would otherwise print the id and report an error.
    getOwnPropertyDescriptor(target, id) {
      if (typeof id !== "string" || Object.hasOwn(target, id)) return Reflect.getOwnPropertyDescriptor(target, id);
      return { value: notYet, writable: false, enumerable: false, configurable: true };
    },
  });
  return { messages: proxy as unknown as Messages, whole, requestWhole };
}

/** The messages a server-rendered page carries, or null on a page without them. */
export function readPageMessages(): Catalogue | null {
  const element = document.getElementById(pageMessagesElementId);
  if (!element?.textContent) return null;
  return JSON.parse(element.textContent) as Catalogue;
}
