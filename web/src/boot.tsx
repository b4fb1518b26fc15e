// The app (customer area, back office and the public pages a signed-in person moves between): its
// clients, providers and routes, rendered into the server's empty shell. Public pages the server
// renders do not load it (app/islands/staticPage.ts).
import { StrictMode } from "react";
import { createRoot } from "react-dom/client";
import { AppProviders } from "./app/AppProviders";
import { createBrowserClients } from "./app/browserClients";
import { earlyAnswersArrived } from "./app/firstData/earlyAnswers";
import { firstDataLink } from "./app/firstData/firstDataLink";
import { seedFirstData } from "./app/firstData/seedFirstData";
import { createAppAuth } from "./auth/appAuth";
import { AppRouter } from "./app/router/AppRouter";
import { LazySiteFrame, SurfaceRoutes } from "./app/router/SurfaceRoutes";
import { startToasterOnDemand, ToasterOnDemand } from "./ui/components/ToasterOnDemand";
import { showCarriedToasts } from "./ui/components/toaster";
import type { BootLocale } from "./i18n/bootstrapLocale";

/**
 * How long the first render waits for the page's modules and its first data once the app's code is
 * here. They come with it on any usual connection; on a slow one the frame and its loader show
 * rather than nothing.
 */
const PAGE_WAIT_MS = 300;

const atMost = (work: Promise<unknown>, ms: number) =>
  Promise.race([work, new Promise<void>((resolve) => setTimeout(resolve, ms))]);

/**
 * Renders the app into the server's shell once its language's messages are in and, when given,
 * the page's own modules and first data (both asked for beside the app's code): the first render
 * then shows the page with its data.
 */
export async function startApp(bootLocale: Promise<BootLocale>, pageModules?: Promise<void>): Promise<void> {
  const container = document.getElementById("root");
  if (!container) throw new Error("index.html has no #root element");

  const auth = createAppAuth();
  const { authClient, sessionStore, apolloClient } = createBrowserClients(
    { authClient: auth.client, sessionStore: auth.store, apolloAuth: auth.apolloAuth },
    [firstDataLink],
  );

  const [{ locale, messages }] = await Promise.all([
    bootLocale,
    atMost(Promise.all([pageModules, earlyAnswersArrived()]), PAGE_WAIT_MS),
  ]);
  seedFirstData(apolloClient, window.location.pathname, auth.store.getState().session?.access_token);

  // What the page before said as it moved here (an island's page load) is still said.
  startToasterOnDemand();
  showCarriedToasts();
  createRoot(container).render(
    <StrictMode>
      <AppProviders
        apolloClient={apolloClient}
        loadApollo={() => Promise.resolve(apolloClient)}
        authClient={authClient}
        sessionStore={sessionStore}
        locale={locale}
        messages={messages}
      >
        <AppRouter>
          <SurfaceRoutes siteFrame={LazySiteFrame} />
        </AppRouter>
        <ToasterOnDemand />
      </AppProviders>
    </StrictMode>,
  );
}
