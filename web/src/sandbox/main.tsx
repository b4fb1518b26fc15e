// Side effects on purpose: Monaco's web workers (bundled by Vite as same-origin files, no CDN),
// set up before GraphiQL loads Monaco; then the stylesheets.
/* oxlint-disable import/no-unassigned-import */
import "graphiql/setup-workers/vite";
import "graphiql/style.css";
import "./sandbox.css";
/* oxlint-enable import/no-unassigned-import */
import { GraphiQL } from "graphiql";
import { StrictMode } from "react";
import { createRoot } from "react-dom/client";
import { createSandboxFetcher } from "./fetcher";
import { readSession } from "./session";

const DEFAULT_QUERY = `# SkyCharter GraphQL API: the schema's documentation is under the book icon (left).
# Run with Ctrl-Enter. Operations are limited in depth, aliases, cost and size, as in production.

query FeaturedOffers {
  featuredOffers {
    from
    to
    category
    priceUsd
  }
}
`;

const container = document.getElementById("sandbox");
if (!container) throw new Error("sandbox.html has no #sandbox element");

const storage = (() => {
  try {
    return window.localStorage;
  } catch {
    return undefined;
  }
})();
const session = readSession(storage);
// A link can open the sandbox with a query: /graphql?query={ featuredOffers { from to } }
const linkedQuery = new URLSearchParams(window.location.search).get("query") ?? undefined;

createRoot(container).render(
  <StrictMode>
    <GraphiQL
      fetcher={createSandboxFetcher(window.location, storage)}
      defaultQuery={DEFAULT_QUERY}
      initialQuery={linkedQuery}
    >
      <GraphiQL.Logo>SkyCharter API</GraphiQL.Logo>
      <GraphiQL.Footer>
        <p className="sandbox-session" data-testid="sandbox-session">
          {session
            ? `Signed in${session.email ? ` as ${session.email}` : ""}: requests carry your site session's access token.`
            : "Not signed in: requests are anonymous. Sign in on the site, or set an Authorization header below."}
        </p>
      </GraphiQL.Footer>
    </GraphiQL>
  </StrictMode>,
);
