// The app (customer area, back office and the public pages a signed-in person moves between): its
// clients, providers and routes, rendered into the server's empty shell. Public pages the server
// renders do not load it (islands/staticPage.ts).
import { StrictMode } from "react";
import { createRoot } from "react-dom/client";
import { AppProviders } from "./app/AppProviders";
import { createBrowserClients } from "./app/browserClients";
import { AppRoutes } from "./app/router/AppRoutes";
import { showCarriedToasts } from "./components/toaster";
import { bootstrapLocale } from "./i18n/bootstrapLocale";

const container = document.getElementById("root");
if (!container) throw new Error("index.html has no #root element");

const { authClient, sessionStore, apolloClient } = createBrowserClients();

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
