import type { GoTrueClient } from "@supabase/auth-js";
import { useMemo, useSyncExternalStore, type ReactNode } from "react";
import { SessionContext, type SessionContextValue } from "./SessionContext";
import { initialSessionState, type SessionStore } from "./sessionState";

interface SessionProviderProps {
  client: GoTrueClient;
  store: SessionStore;
  children: ReactNode;
}

const serverSnapshot = () => initialSessionState;

export function SessionProvider({ client, store, children }: SessionProviderProps) {
  const state = useSyncExternalStore(store.subscribe, store.getState, serverSnapshot);
  const value = useMemo<SessionContextValue>(() => {
    const role = state.user?.app_metadata.role;
    return {
      ...state,
      client,
      store,
      needsSecondFactor: state.aal.next === "aal2" && state.aal.current !== "aal2",
      role: typeof role === "string" ? role : null,
    };
  }, [state, client, store]);
  return <SessionContext.Provider value={value}>{children}</SessionContext.Provider>;
}
