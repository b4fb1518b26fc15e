// What the other flows and the rest of the server use of sessions: the session service and the
// client a session is opened for, access tokens and the keys that sign them, and the bearer check.

export { createTokenService, type AmrEntry, type TokenService } from "./access-tokens.js";
export {
  authenticate,
  authenticateViewerSession,
  bearerToken,
  refuseAnonymous,
  type Authenticated,
  type ViewerSession,
} from "./bearer.js";
export { aalOf, SessionService, type ClientInfo } from "./sessions.service.js";
export { loadSigningKeys, type SigningKeys } from "./signing-keys.js";
