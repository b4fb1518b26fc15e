import type { ApolloClient } from "@apollo/client";
import { describe, expect, it } from "vitest";
import { resetApolloOnUserChange } from "./resetApolloOnUserChange";
import { initialSessionState, type SessionState, type SessionStore } from "./sessionState";

function storeStartingAt(start: SessionState) {
  let state = start;
  const listeners = new Set<() => void>();
  const store = {
    getState: () => state,
    subscribe(listener: () => void) {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
  } as unknown as SessionStore;
  const become = (userId: string | null) => {
    state = { ...state, loading: false, user: userId ? ({ id: userId } as SessionState["user"]) : null };
    for (const listener of listeners) listener();
  };
  return { store, become };
}

function countingApollo() {
  const apollo = { resets: 0, resetStore: () => Promise.resolve(void apollo.resets++) };
  return apollo;
}

describe("resetApolloOnUserChange", () => {
  it("empties the cache when another user follows, or the user signs out, but not on a first sign-in", () => {
    const { store, become } = storeStartingAt(initialSessionState);
    const apollo = countingApollo();
    resetApolloOnUserChange(apollo as unknown as ApolloClient, store);
    become(null);
    become("u1");
    expect(apollo.resets).toBe(0);
    become("u1");
    expect(apollo.resets).toBe(0);
    become("u2");
    expect(apollo.resets).toBe(1);
    become(null);
    expect(apollo.resets).toBe(2);
  });

  it("knows the user of a store that started signed in (a session read from storage)", () => {
    const { store, become } = storeStartingAt({
      ...initialSessionState,
      loading: false,
      user: { id: "u1" } as SessionState["user"],
    });
    const apollo = countingApollo();
    resetApolloOnUserChange(apollo as unknown as ApolloClient, store);
    become(null);
    expect(apollo.resets).toBe(1);
  });
});
