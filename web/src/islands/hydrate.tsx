// The React side of a static-first page, loaded the first time one of its islands is needed: the
// clients the islands share (one auth client, one Apollo client, the page's language and
// currency), the one toaster, and hydrateRoot for each island over its server HTML.
import { ChakraProvider } from "@chakra-ui/react";
import { StrictMode } from "react";
import { createRoot, hydrateRoot } from "react-dom/client";
import { restoreServerState } from "../app/apollo/ssrState";
import { AppProviders } from "../app/AppProviders";
import { createBrowserClients } from "../app/browserClients";
import { readServerPostback } from "../app/postback/FormPostback";
import { islandSystem } from "../app/theme/system";
import { AppToaster } from "../components/AppToaster";
import { showCarriedToasts } from "../components/toaster";
import { isCurrencyCode } from "../currency/currencies";
import { I18nProvider } from "../i18n/I18nProvider";
import { isLocale, defaultLocale } from "../i18n/locales";
import { loadMessages } from "../i18n/messages";
import { IslandRoot, islandAttributes, islandIdPrefix, signedInEvent } from "./island";
import { isIslandName } from "./islandNames";
import { islandModules } from "./islandModules";

const { authClient, sessionStore, apolloClient } = createBrowserClients();
restoreServerState(apolloClient);
// Signed in on this page: the islands that show a signed-in person's options wake up.
sessionStore.subscribe(() => {
  if (sessionStore.getState().user) document.dispatchEvent(new Event(signedInEvent));
});

const pageLang = document.documentElement.lang;
const locale = isLocale(pageLang) ? pageLang : defaultLocale;
const pageCurrency = document.documentElement.dataset.currency;
const currency = isCurrencyCode(pageCurrency) ? pageCurrency : undefined;
const postback = readServerPostback();
const messages = await loadMessages(locale);

// Toasts belong to the page, not to one island: one toaster root, outside every island.
const toasterRoot = document.createElement("div");
document.body.append(toasterRoot);
createRoot(toasterRoot).render(
  <ChakraProvider value={islandSystem}>
    <I18nProvider initialLocale={locale} initialMessages={messages}>
      <AppToaster />
    </I18nProvider>
  </ChakraProvider>,
);

showCarriedToasts();

/** Hydrates one island's server HTML; resolves once it answers input. */
export async function hydrateIsland(element: HTMLElement, beforeHydration: () => void): Promise<void> {
  const name = element.getAttribute(islandAttributes.name) ?? undefined;
  if (!isIslandName(name)) throw new Error(`No island is called ${String(name)}`);
  const Component = await islandModules[name]();
  const props = JSON.parse(element.getAttribute(islandAttributes.props) ?? "{}") as object;
  const slot = Number(element.getAttribute(islandAttributes.slot));
  await new Promise<void>((resolve) => {
    beforeHydration();
    hydrateRoot(
      element,
      <StrictMode>
        <AppProviders
          island
          apolloClient={apolloClient}
          authClient={authClient}
          sessionStore={sessionStore}
          locale={locale}
          messages={messages}
          currency={currency}
          postback={postback}
        >
          <IslandRoot onHydrated={resolve}>
            <Component {...props} />
          </IslandRoot>
        </AppProviders>
      </StrictMode>,
      { identifierPrefix: islandIdPrefix(slot) },
    );
  });
}
