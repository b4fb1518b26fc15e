// The React side of a static-first page, loaded the first time one of its islands is needed: the
// clients the islands share (one auth client, loaded only when the page needs it; one Apollo
// client; the page's language and currency), the one toaster (once there is a toast), and
// hydrateRoot for each island over its server HTML.
import type { ApolloClient } from "@apollo/client";
import { ChakraProvider } from "@chakra-ui/react";
import { CacheProvider } from "@emotion/react";
import { startTransition, StrictMode } from "react";
import { createRoot, hydrateRoot } from "react-dom/client";
import { AppProviders } from "../AppProviders";
import { deferAuth } from "../../auth/deferredAuth";
import { carriesAuthLink } from "../../auth/authLinks";
import { hasStoredSession } from "../../behaviours/storedSession";
import { readServerPostback } from "../../lib/FormPostback";
import { onFirstTouch } from "../../lib/firstTouch";
import { islandSystem } from "../../ui/theme/system";
import { onFirstToast, showCarriedToasts } from "../../ui/components/toaster";
import { isCurrencyCode } from "../../currency/currencies";
import { I18nProvider } from "../../i18n/I18nProvider";
import { isLocale, defaultLocale } from "../../i18n/locales";
import { loadMessages } from "../../i18n/messages";
import { partialCatalogue, readPageMessages } from "../../i18n/pageMessages";
import { IslandRoot, islandAttributes, islandIdPrefix, signedInEvent } from "../../islands/island";
import { IslandNavigation } from "./IslandNavigation";
import { isIslandName, needsAuthClient, wakesLight } from "../../islands/islandNames";
import { islandModules } from "./islandModules";
import { islandStyleCache } from "./sharedStyles";

// A visitor with no stored sign-in and no emailed link in the address is signed out: auth-js loads
// only when an island that signs people in wakes.
const auth = deferAuth(() => import("../../auth/browserAuth").then((m) => m.createBrowserAuth()));
if (hasStoredSession() || carriesAuthLink(window.location)) await auth.load();
const { client: authClient, store: sessionStore } = auth;
let apollo: Promise<ApolloClient> | null = null;
const loadApollo = () => (apollo ??= import("./islandApollo").then((m) => m.createIslandApollo(auth)));
// Signed in on this page: the islands that show a signed-in person's options wake up.
sessionStore.subscribe(() => {
  if (sessionStore.getState().user) document.dispatchEvent(new Event(signedInEvent));
});

const pageLang = document.documentElement.lang;
const locale = isLocale(pageLang) ? pageLang : defaultLocale;
const pageCurrency = document.documentElement.dataset.currency;
const currency = isCurrencyCode(pageCurrency) ? pageCurrency : undefined;
const postback = readServerPostback();
// The messages the page carries serve hydration; the whole catalogue follows the visitor's first
// touch (an error or a toast may need any message), or any message the page lacks.
const carried = readPageMessages();
const catalogue = carried ? partialCatalogue(carried, () => loadMessages(locale)) : null;
const messages = catalogue?.messages ?? (await loadMessages(locale));
const wholeCatalogue = () => {
  catalogue?.requestWhole();
  return catalogue?.whole;
};
if (catalogue) onFirstTouch(catalogue.requestWhole);

// Toasts belong to the page, not to one island: one toaster root, outside every island, made with
// the first toast (most pages never show one).
type ToasterModule = typeof import("../../ui/components/AppToaster");
const toasterCode = () => import("../../ui/components/AppToaster");
let toasterShown: Promise<void> | null = null;

function mountToaster({ AppToaster }: ToasterModule): void {
  const toasterRoot = document.createElement("div");
  document.body.append(toasterRoot);
  createRoot(toasterRoot).render(
    <ChakraProvider value={islandSystem}>
      <I18nProvider initialLocale={locale} initialMessages={messages} catalogue={catalogue ?? undefined}>
        <AppToaster />
      </I18nProvider>
    </ChakraProvider>,
  );
}

onFirstToast(() => {
  toasterShown ??= toasterCode().then(mountToaster, (error: unknown) => {
    toasterShown = null;
    throw error;
  });
  return toasterShown;
});
// The visitor's first touch fetches the toaster's code, so a toast saying the connection failed
// can still show (if this fetch fails, the first toast tries again).
onFirstTouch(() => void toasterCode().catch(() => undefined));

showCarriedToasts();

// One style cache for every island of the page, knowing the rules the page's stylesheet holds.
const styles = islandStyleCache();

/** Hydrates one island's server HTML; resolves once it answers input. */
export async function hydrateIsland(element: HTMLElement, beforeHydration: () => void): Promise<void> {
  const name = element.getAttribute(islandAttributes.name) ?? undefined;
  if (!isIslandName(name)) throw new Error(`No island is called ${String(name)}`);
  const light = wakesLight(name);
  const [Component, apolloClient] = await Promise.all([
    islandModules[name](),
    light ? undefined : loadApollo(),
    needsAuthClient(name) ? auth.load() : null,
    light ? null : wholeCatalogue(),
  ]);
  const props = JSON.parse(element.getAttribute(islandAttributes.props) ?? "{}") as object;
  const slot = Number(element.getAttribute(islandAttributes.slot));
  await new Promise<void>((resolve) => {
    beforeHydration();
    // As a transition, React hydrates in slices and lets the browser in between (a visitor's first
    // key press or tap is not held behind one long task); input meanwhile is kept (pendingInput.ts).
    startTransition(() => {
      hydrateRoot(
        element,
        <StrictMode>
          <CacheProvider value={styles}>
            <AppProviders
              island
              apolloClient={apolloClient}
              loadApollo={loadApollo}
              authClient={authClient}
              sessionStore={sessionStore}
              locale={locale}
              messages={messages}
              catalogue={catalogue ?? undefined}
              currency={currency}
              postback={postback}
            >
              <IslandNavigation location={currentAddress()}>
                <IslandRoot onHydrated={resolve}>
                  <Component {...props} />
                </IslandRoot>
              </IslandNavigation>
            </AppProviders>
          </CacheProvider>
        </StrictMode>,
        { identifierPrefix: islandIdPrefix(slot) },
      );
    });
  });
}

function currentAddress(): string {
  const { pathname, search, hash } = window.location;
  return `${pathname}${search}${hash}`;
}
