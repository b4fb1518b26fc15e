// The React side of a static-first page, loaded the first time one of its islands is needed: the
// clients the islands share (one auth client, one Apollo client, the page's language and
// currency), the one toaster, and hydrateRoot for each island over its server HTML.
import { ChakraProvider } from "@chakra-ui/react";
import { StrictMode } from "react";
import { createRoot, hydrateRoot } from "react-dom/client";
import { createApolloClient } from "../app/apollo/createApolloClient";
import { restoreServerState } from "../app/apollo/ssrState";
import { AppProviders } from "../app/AppProviders";
import { readServerPostback } from "../app/postback/FormPostback";
import { islandSystem } from "../app/theme/system";
import { apolloAuthOf, resetApolloOnUserChange } from "../auth/apolloAuth";
import { createAuthClient } from "../auth/authClient";
import { takeRecoveryFragment } from "../auth/recoveryFragment";
import { createSessionStore } from "../auth/sessionStore";
import { AppToaster } from "../components/AppToaster";
import { showCarriedToasts } from "../components/toaster";
import { isCurrencyCode } from "../currency/currencies";
import { I18nProvider } from "../i18n/I18nProvider";
import { isLocale, defaultLocale } from "../i18n/locales";
import { loadMessages } from "../i18n/messages";
import { IslandRoot, islandAttributes, islandIdPrefix, signedInEvent } from "./island";
import { isIslandName } from "./islandNames";
import { islandModules } from "./islandModules";

const recoveryTokens = takeRecoveryFragment(window.location, window.history);
const authClient = createAuthClient(window.location.origin);
const sessionStore = createSessionStore(authClient);
if (recoveryTokens) sessionStore.adoptRecoverySession(recoveryTokens);
const apolloClient = createApolloClient(window.location, apolloAuthOf(authClient, sessionStore));
resetApolloOnUserChange(apolloClient, sessionStore);
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
