import { CloseCode } from "graphql-ws";
import type { Logger } from "../logger.js";
import { meetsStaffMfa, RoleRank, type StaffMfaRule, type Viewer } from "../core/viewer.js";
import type { ListeningBus } from "../core/events.js";
import type { Queryable } from "../core/queryable.js";

// A graphql-ws socket authenticates once, at connection_init; these checks keep it tied to its
// session afterwards. Every subscribe message re-reads the session, and database triggers
// (migration AuthChangedEvents) announce sign-outs, bans, role and aal changes on AUTH_CHANGED_TOPIC
// so every server copy closes the affected sockets at once, open subscriptions included.

/** Published by the auth_changed_notify() trigger: the user whose sessions or rights changed. */
export const AUTH_CHANGED_TOPIC = "auth_changed";

/** What an authenticated socket needs to be checked and, when its session is over, closed. */
export interface TrackedSocket {
  viewer?: Viewer | null;
  socket: { readonly readyState: number; close(code: number, reason: string): void };
}

/** How a socket's session stands now: still valid (with rights as the database has them), or why it ends. */
export type Verdict = { ok: true; viewer: Viewer } | { ok: false; code: number; reason: string };

interface SessionState {
  session_id: string;
  user_id: string;
  role: "customer" | "staff" | "admin";
  aal: Viewer["aal"];
  amr: { method: string }[];
  banned: boolean;
  /** The user has a verified second factor (an aal1 session then owes it). */
  has_factor: boolean;
}

const OPEN = 1;

/**
 * The session as the database has it against the one the socket was admitted with. Ended or banned:
 * 4401. Fewer rights (a lower role or aal): 4403, since the socket's subscriptions were authorized
 * with more. More rights apply to the next operation, as they would over HTTP.
 */
export function judge(viewer: Viewer, state: SessionState | undefined, staffRequireMfa: StaffMfaRule): Verdict {
  if (!state || state.user_id !== viewer.userId)
    return { ok: false, code: CloseCode.Unauthorized, reason: "Session ended" };
  if (state.banned) return { ok: false, code: CloseCode.Unauthorized, reason: "User is banned" };
  const role = state.role.toUpperCase() as Viewer["role"];
  if (RoleRank[role] < RoleRank[viewer.role]) return { ok: false, code: CloseCode.Forbidden, reason: "Role changed" };
  if (state.aal === "aal1" && viewer.aal === "aal2")
    return { ok: false, code: CloseCode.Forbidden, reason: "Session assurance level lowered" };
  // A factor verified since the socket opened (an admin's enrolment, a restored backup) binds it too.
  if (state.aal === "aal1" && state.has_factor)
    return { ok: false, code: CloseCode.Forbidden, reason: "insufficient_aal" };
  const staffMfaSatisfied = meetsStaffMfa(staffRequireMfa, state.aal, state.amr);
  // A session that no longer shows the security key the rule asks for lost rights too.
  if (viewer.staffMfaSatisfied && !staffMfaSatisfied && RoleRank[role] >= RoleRank.STAFF)
    return { ok: false, code: CloseCode.Forbidden, reason: "Session assurance level lowered" };
  if (role === viewer.role && state.aal === viewer.aal && staffMfaSatisfied === viewer.staffMfaSatisfied)
    return { ok: true, viewer };
  return { ok: true, viewer: { ...viewer, role, aal: state.aal, owesSecondFactor: false, staffMfaSatisfied } };
}

export class SocketSessions {
  private readonly byUser = new Map<string, Set<TrackedSocket>>();
  private stopReconnect: (() => void) | null = null;

  constructor(
    private readonly db: Queryable,
    private readonly staffRequireMfa: StaffMfaRule,
    private readonly log: Pick<Logger, "warn" | "error">,
  ) {}

  /** Starts watching an authenticated socket; call the returned function when it closes. */
  track(entry: TrackedSocket): () => void {
    const userId = entry.viewer?.userId;
    if (!userId) return () => undefined;
    let set = this.byUser.get(userId);
    if (!set) {
      set = new Set();
      this.byUser.set(userId, set);
    }
    set.add(entry);
    return () => {
      set.delete(entry);
      if (set.size === 0 && this.byUser.get(userId) === set) this.byUser.delete(userId);
    };
  }

  /**
   * Re-reads the socket's session: true when it may go on (its viewer refreshed), false after closing
   * it with 4401/4403. One indexed query. Database errors reach the caller (the operation fails closed).
   */
  async check(entry: TrackedSocket): Promise<boolean> {
    const [allowed] = await this.recheck([entry]);
    return allowed ?? false;
  }

  /**
   * Listens for AUTH_CHANGED_TOPIC on `pubSub` (resolves once listening) and re-checks every socket
   * when the listener reconnects, since announcements during the gap were lost.
   */
  async listen(pubSub: ListeningBus): Promise<void> {
    const events = pubSub.subscribe(AUTH_CHANGED_TOPIC);
    void (async () => {
      // Not awaited per event: a burst of sign-outs must not back up the stream.
      for await (const event of events) {
        const userId = (event as { userId?: unknown } | null)?.userId;
        if (typeof userId === "string") void this.recheckUser(userId);
      }
    })();
    this.stopReconnect = pubSub.onReconnect(() => void this.recheckAll());
    await pubSub.listeningOn(AUTH_CHANGED_TOPIC);
  }

  close(): void {
    this.stopReconnect?.();
  }

  private recheckUser(userId: string): Promise<unknown> {
    const set = this.byUser.get(userId);
    return set ? this.recheckLogged([...set]) : Promise.resolve();
  }

  private recheckAll(): Promise<unknown> {
    return this.recheckLogged([...this.byUser.values()].flatMap((set) => [...set]));
  }

  private recheckLogged(entries: TrackedSocket[]): Promise<unknown> {
    return this.recheck(entries).catch((error: unknown) =>
      this.log.warn({ err: error }, "graphql-ws: could not re-check socket sessions"),
    );
  }

  /** One query for all `entries`; closes those whose session is over and refreshes the others' viewers. */
  private async recheck(entries: TrackedSocket[]): Promise<boolean[]> {
    const live = entries.filter((entry) => entry.viewer && entry.socket.readyState === OPEN);
    if (live.length === 0) return entries.map(() => false);
    const rows = (await this.db.query(
      `SELECT s.id AS session_id, s.user_id, u.role, s.aal, s.amr, coalesce(u.banned_until > now(), false) AS banned,
              s.aal = 'aal1' AND EXISTS (
                SELECT 1 FROM auth_mfa_factor f WHERE f.user_id = s.user_id AND f.status = 'verified'
              ) AS has_factor
       FROM auth_session s JOIN auth_user u ON u.id = s.user_id WHERE s.id = ANY($1::uuid[])`,
      [[...new Set(live.map((entry) => entry.viewer!.sessionId))]],
    )) as SessionState[];
    const states = new Map(rows.map((row) => [row.session_id, row]));
    return entries.map((entry) => {
      if (!entry.viewer || entry.socket.readyState !== OPEN) return false;
      const verdict = judge(entry.viewer, states.get(entry.viewer.sessionId), this.staffRequireMfa);
      if (verdict.ok) {
        entry.viewer = verdict.viewer;
        return true;
      }
      entry.socket.close(verdict.code, verdict.reason);
      return false;
    });
  }
}
