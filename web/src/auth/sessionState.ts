import type { AuthenticatorAssuranceLevels, Session, User } from "@supabase/auth-js";

// The session as the web sees it, apart from the store that follows auth-js (sessionStore.ts), so a
// page can show "signed out" without loading auth-js (deferredAuth.ts).

export interface AssuranceLevel {
  /** From the access token: aal1 after a password, link or Google; aal2 after a second factor. */
  current: AuthenticatorAssuranceLevels | null;
  /** aal2 as soon as the user has a verified factor. */
  next: AuthenticatorAssuranceLevels | null;
}

/** A problem with the link that brought the user here (emailed link, Google). */
export interface LinkProblem {
  code: string | null;
  message: string;
}

export interface SessionState {
  /** True until auth-js has read the stored session (and exchanged a `?code=` in the URL). */
  loading: boolean;
  session: Session | null;
  user: User | null;
  aal: AssuranceLevel;
  /** A password-recovery link signed this browser in: the user may now set a new password. */
  recovery: boolean;
  /** The user logged out here: protected pages go home rather than to a login page. */
  loggedOut: boolean;
  linkProblem: LinkProblem | null;
}

export interface SessionStore {
  getState(): SessionState;
  subscribe(listener: () => void): () => void;
  /** Called as a logout starts, before the session goes away. */
  beginLogout(): void;
  /** Shows the signed-out state at once, whatever the server or storage said (logout). */
  markSignedOut(): void;
  endRecovery(): void;
  clearLinkProblem(): void;
  /** Signs in with a recovery link's session taken from the URL (recoveryFragment.ts): the password form shows. */
  adoptRecoverySession(tokens: { access_token: string; refresh_token: string }): void;
}

export const noAal: AssuranceLevel = { current: null, next: null };

export const initialSessionState: SessionState = {
  loading: true,
  session: null,
  user: null,
  aal: noAal,
  recovery: false,
  loggedOut: false,
  linkProblem: null,
};
