// The app (customer area, back office and the public pages a signed-in person moves between): its
// clients, providers and routes, rendered into the server's empty shell. Public pages the server
// renders do not load it (islands/staticPage.ts).
import { StrictMode } from "react";
import { createRoot } from "react-dom/client";
import { createApolloClient } from "./app/apollo/createApolloClient";
import { AppProviders } from "./app/AppProviders";
import { AppRoutes } from "./app/router/AppRoutes";
import { apolloAuthOf, resetApolloOnUserChange } from "./auth/apolloAuth";
import { createAuthClient } from "./auth/authClient";
import { takeRecoveryFragment } from "./auth/recoveryFragment";
import { createSessionStore } from "./auth/sessionStore";
import { showCarriedToasts } from "./components/toaster";
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

const { locale, messages } = await bootstrapLocale();

// What the page before said as it moved here (an island's page load) is still said.
showCarriedToasts();
createRoot(container).render(
  <StrictMode>
    <AppProviders
      apolloClient={apolloClient}
      authClient={authClient}
      sessionStore={sessionStore}
      locale={locale}
      messages={messages}
    >
      <AppRoutes />
    </AppProviders>
  </StrictMode>,
);
