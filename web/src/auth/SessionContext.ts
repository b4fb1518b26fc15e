import type { GoTrueClient } from "@supabase/auth-js";
import { createContext, useContext } from "react";
import type { SessionState, SessionStore } from "./sessionState";

export interface SessionContextValue extends SessionState {
  client: GoTrueClient;
  store: SessionStore;
  /** True while the session's assurance level is below the one its verified factors allow. */
  needsSecondFactor: boolean;
  /** app_metadata.role of the signed-in user: customer, staff or admin. */
  role: string | null;
}

export const SessionContext = createContext<SessionContextValue | null>(null);

export function useSession(): SessionContextValue {
  const value = useContext(SessionContext);
  if (!value) throw new Error("useSession must be used within a SessionProvider");
  return value;
}

/** The app's one auth-js client. */
export function useAuthClient(): GoTrueClient {
  return useSession().client;
}
