import type { Viewer } from "../viewer.js";

/**
 * Turns a request's `Authorization` header into the viewer every transport passes to the services
 * (GraphQL over HTTP and WebSocket, the downloads). The server builds one
 * (graphql/authenticate-viewer.ts, over auth's sessions) and hands it to each: the download routers
 * receive it with their other dependencies. Not the `viewer` query's resolver: that is
 * `modules/users/viewer.resolver.ts`, which answers with the signed-in user's profile.
 */
export interface AuthenticateViewer {
  /** Null without a token; throws UNAUTHENTICATED for a token that is bad, expired or signed out. */
  (authorization: string | undefined): Promise<Viewer | null>;
}
