import { useSyncExternalStore } from "react";

/** The subscription socket as a page sees it: none open, open, or dropped and being reopened. */
export type LiveState = "idle" | "live" | "reconnecting";

type Listener = () => void;

function listen(listeners: Set<Listener>, listener: Listener): () => void {
  listeners.add(listener);
  return () => void listeners.delete(listener);
}

/**
 * What the graphql-ws client reports about its socket, for pages that must say when live updates
 * stop and catch up on what they missed once the socket is back.
 */
export function createLiveConnection() {
  let state: LiveState = "idle";
  let watchers = 0;
  const listeners = new Set<Listener>();
  const reconnectListeners = new Set<Listener>();
  const change = (next: LiveState) => {
    if (next === state) return;
    state = next;
    for (const listener of listeners) listener();
  };
  return {
    getState: () => state,
    subscribe: (listener: Listener) => listen(listeners, listener),
    /** Called each time the socket is back after a drop: events sent meanwhile were lost. */
    onReconnect: (listener: Listener) => listen(reconnectListeners, listener),
    connected() {
      const wasDropped = state === "reconnecting";
      change("live");
      if (wasDropped) for (const listener of reconnectListeners) listener();
    },
    /**
     * A page that must not miss events watches while it is open. A socket that closes under it has
     * dropped, whatever the code (graphql-ws reopens it); closed with no page watching, it was the
     * client's own close once the last subscription ended.
     */
    watch(): () => void {
      watchers++;
      return () => void watchers--;
    },
    closed() {
      change(watchers > 0 ? "reconnecting" : "idle");
    },
  };
}

export type LiveConnection = ReturnType<typeof createLiveConnection>;

// The browser has one Apollo client, so one socket: its state lives here for any page to read.
export const liveConnection = createLiveConnection();

export function useLiveState(connection: LiveConnection = liveConnection): LiveState {
  return useSyncExternalStore(connection.subscribe, connection.getState, () => "idle");
}
