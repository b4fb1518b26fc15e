// The app: its clients, providers and routes, hydrating a server-rendered page or rendering into the
// empty shell. main.tsx loads this module once the server's page has been painted.
import { startTransition, StrictMode } from "react";
import { createRoot, hydrateRoot } from "react-dom/client";
import { createApolloClient } from "./app/apollo/createApolloClient";
import { restoreServerState } from "./app/apollo/ssrState";
import { readServerPostback } from "./app/postback/FormPostback";
import { AppProviders } from "./app/AppProviders";
import { AppRoutes } from "./app/router/AppRoutes";
import { apolloAuthOf, resetApolloOnUserChange } from "./auth/apolloAuth";
import { createAuthClient } from "./auth/authClient";
import { takeRecoveryFragment } from "./auth/recoveryFragment";
import { createSessionStore } from "./auth/sessionStore";
import { preloadPageFor } from "./app/router/preloadedPages";
import { isCurrencyCode } from "./currency/currencies";
import { bootstrapLocale } from "./i18n/bootstrapLocale";

const container = document.getElementById("root");
if (!container) throw new Error("index.html has no #root element");

// Before anything renders: the client starts exchanging a ?code= in the URL at once, and the
// store hears every auth event from the first.
const recoveryTokens = takeRecoveryFragment(window.location, window.history);
const authClient = createAuthClient(window.location.origin);
const sessionStore = createSessionStore(authClient);
if (recoveryTokens) sessionStore.adoptRecoverySession(recoveryTokens);
const apolloClient = createApolloClient(window.location, apolloAuthOf(authClient, sessionStore));
resetApolloOnUserChange(apolloClient, sessionStore);

// The server renders public pages (server/src/http/public-pages): those are hydrated, in the
// language and currency their HTML is in and from the data it was made of; other pages start
// from the empty shell.
const prerendered = container.dataset.prerendered !== undefined;
if (prerendered) restoreServerState(apolloClient);
const renderedCurrency = document.documentElement.dataset.currency;
const [{ locale, messages, preferred }] = await Promise.all([
  bootstrapLocale(prerendered ? document.documentElement.lang : undefined),
  prerendered ? preloadPageFor(window.location.pathname) : undefined,
]);

const app = (
  <StrictMode>
    <AppProviders apolloClient={apolloClient} authClient={authClient} sessionStore={sessionStore} locale={locale} messages={messages} hydrating={prerendered} preferredLocale={preferred} postback={prerendered ? readServerPostback() : null} currency={prerendered && isCurrencyCode(renderedCurrency) ? renderedCurrency : undefined}>
      <AppRoutes />
    </AppProviders>
  </StrictMode>
);
// As a transition, hydration yields to the browser every few milliseconds instead of holding the
// main thread for the whole tree in one task; input during it is handled as it comes.
startTransition(() => {
  if (prerendered) hydrateRoot(container, app);
  else createRoot(container).render(app);
});
