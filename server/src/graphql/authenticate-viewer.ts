import { GraphQLError } from "graphql";
import type { DataSource } from "typeorm";
import { authenticateViewerSession, type TokenService } from "../auth/sessions/index.js";
import { AuthError } from "../auth/common/errors.js";
import { meetsStaffMfa, type StaffMfaRule, type Viewer } from "../core/viewer.js";
import type { AuthenticateViewer } from "../core/transport/authenticate-viewer.js";
import { ErrorCode } from "../core/errors.js";

/**
 * Builds the server's `AuthenticateViewer` (core/transport/authenticate-viewer.ts) over auth's
 * sessions: the wiring makes one and hands it to GraphQL over HTTP and WebSocket and to the download
 * routers. The role comes from the database and the second factor from the session.
 */
export function createViewerAuthenticator(
  db: DataSource,
  tokens: TokenService,
  staffRequireMfa: StaffMfaRule,
): AuthenticateViewer {
  return async (authorization) => {
    if (!authorization) return null;
    try {
      // One statement: the user, the session and whether it owes a second factor (an aal2 session
      // has proven one already; an aal1 one owes it once the user has one).
      const { user, session, claims, owesSecondFactor } = await authenticateViewerSession(db, tokens, authorization);
      if (user.banned_until && user.banned_until > new Date())
        throw new AuthError(403, "user_banned", "User is banned");
      // An anonymous session has no account behind it: to the site's data it is a signed-out visitor.
      if (user.is_anonymous) return null;
      return {
        userId: user.id,
        sessionId: session.id,
        email: user.email ?? "",
        // The role comes from the database, so a demotion applies before the token expires.
        role: user.role.toUpperCase() as Viewer["role"],
        aal: session.aal,
        owesSecondFactor,
        staffMfaSatisfied: meetsStaffMfa(staffRequireMfa, session.aal, session.amr),
        expiresAt: claims.exp ?? 0,
      };
    } catch (error) {
      if (!(error instanceof AuthError)) throw error;
      throw new GraphQLError(`Not signed in: ${error.message}`, {
        extensions: { code: ErrorCode.UNAUTHENTICATED, http: { status: 401 } },
      });
    }
  };
}
