// The server-side entry (vite --ssr, everything bundled): the server imports it once and renders a
// public page per request, in the visitor's language and currency, with the public data already
// in it. Nothing here runs in the browser.
import { ApolloClient, ApolloLink, InMemoryCache } from "@apollo/client";
import type { EmotionCache } from "@emotion/cache";
import { CacheProvider } from "@emotion/react";
import { prerenderStatic } from "@apollo/client/react/ssr";
import { AuthClient } from "@supabase/auth-js";
import { print } from "graphql";
import { StrictMode, type ReactElement, type ReactNode } from "react";
import { renderToString } from "react-dom/server";
import { prerenderToNodeStream } from "react-dom/static";
import { Observable } from "rxjs";
import { AppProviders } from "./app/AppProviders";
import { apolloStateElementId } from "./graphql/apollo/ssrState";
import { postbackElementId, type FormPostback } from "./lib/FormPostback";
import { preferenceCookies } from "./lib/preferenceCookies";
import { AppRouter } from "./app/router/AppRouter";
import { AppRoutes } from "./app/router/AppRoutes";
import { HomeStyleSamples, seoRoutes, siteOriginPlaceholder } from "./site";
import { collectedStyles, pageStyleCache, pageStyleTags, type SharedStyleSheet } from "./app/ssr/pageStyles";
import { readSharedStyleSheet } from "./app/ssr/sharedStyleSheet";
import { dropLegacyFocusable, shareRepeatedDrawings } from "./app/ssr/repeatedDrawings";
import { createSessionStore } from "./auth/sessionStore";
import { currencies, defaultCurrencyCode, isCurrencyCode, type CurrencyCode } from "./currency/currencies";
import { defaultLocale, directionOf, isLocale, locales, type Direction, type Locale } from "./i18n/locales";
import { loadMessages, type Messages } from "./i18n/messages";
import { pageMessagesElementId, recordingMessages } from "./i18n/pageMessages";
import { IslandCollector, IslandRoot, islandIdPrefix, type IslandSlot } from "./islands/island";
import { IslandNavigation } from "./app/islands/IslandNavigation";
import type { ExecuteOperation, PageRequest, RenderedPage } from "../../server/src/http/public-pages/ssr-contract.js";

export {
  apolloStateElementId,
  pageMessagesElementId,
  postbackElementId,
  currencies,
  defaultCurrencyCode,
  isCurrencyCode,
  isLocale,
  locales,
  preferenceCookies,
  seoRoutes,
  siteOriginPlaceholder,
};

/** A language's writing direction; an unknown one reads as the default language does. */
const pageDirectionOf = (locale: string): Direction => directionOf(isLocale(locale) ? locale : defaultLocale);
export { pageDirectionOf as directionOf };

function inProcessLink(execute: ExecuteOperation): ApolloLink {
  return new ApolloLink(
    (operation) =>
      new Observable((observer) => {
        execute(print(operation.query), operation.variables, operation.operationName).then(
          (result) => {
            observer.next(result as ApolloLink.Result);
            observer.complete();
          },
          (error: unknown) => observer.error(error),
        );
      }),
  );
}

const suspended = (html: string) => /<script|<!--\$[?!]-->/.test(html);

// The empty slot an island leaves in the page's HTML (islands/island.tsx), by its number.
const islandSlot = /(<div data-island="[^"]*" data-island-slot="(\d+)"[^>]*>)(<\/div>)/g;

interface PageContext {
  apolloClient: ApolloClient;
  styles: EmotionCache;
  authClient: InstanceType<typeof AuthClient>;
  sessionStore: ReturnType<typeof createSessionStore>;
  locale: Locale;
  messages: Messages;
  currency: CurrencyCode;
  postback?: FormPostback;
  url: string;
}

/**
 * Renders until every query has its data. The first time a page is rendered its lazily loaded
 * modules are not there yet: a streaming pass waits for them, then Apollo renders again. No
 * suspended part may remain (its streamed HTML would need inline scripts, which the CSP forbids
 * and a page without JavaScript cannot run).
 */
async function renderComplete(
  tree: ReactElement,
  client: ApolloClient,
  render: (tree: ReactNode) => string,
  what: string,
): Promise<string> {
  const withData = () => prerenderStatic({ tree, context: { client }, renderFunction: render, maxRerenders: 5 });
  let { result } = await withData();
  if (suspended(result)) {
    const { prelude } = await prerenderToNodeStream(tree);
    for await (const chunk of prelude) void chunk;
    ({ result } = await withData());
  }
  if (suspended(result)) throw new Error(`${what} still suspends after its modules loaded`);
  return result;
}

/** One island as its own root, as the browser will hydrate it (app/islands/hydrate.tsx). */
function renderIsland(slot: IslandSlot, index: number, page: PageContext): Promise<string> {
  const { Component, props } = slot;
  const tree = (
    <StrictMode>
      <CacheProvider value={page.styles}>
        <AppProviders
          island
          apolloClient={page.apolloClient}
          loadApollo={() => Promise.resolve(page.apolloClient)}
          authClient={page.authClient}
          sessionStore={page.sessionStore}
          locale={page.locale}
          messages={page.messages}
          currency={page.currency}
          postback={page.postback}
        >
          <IslandNavigation location={page.url}>
            <IslandRoot>
              <Component {...props} />
            </IslandRoot>
          </IslandNavigation>
        </AppProviders>
      </CacheProvider>
    </StrictMode>
  );
  return renderComplete(
    tree,
    page.apolloClient,
    (element) => renderToString(element, { identifierPrefix: islandIdPrefix(index) }),
    `${page.url} island ${slot.name}`,
  );
}

// React writes the page's hoisted head tags first, then the body.
const leadingHeadTags = /^(?:<(?:meta|link)\b[^>]*>|<title>[^<]*<\/title>)*/;

// What the build wrote beside this file (scripts/page-styles.mjs); absent, each page carries all its rules.
const sharedStyleSheet = readSharedStyleSheet(new URL("./page-styles.json", import.meta.url));

export function renderPage(request: PageRequest): Promise<RenderedPage> {
  return renderWith(request, pageStyleCache(), sharedStyleSheet);
}

/**
 * For the build: renders these pages into one style cache and returns every rule they used, which
 * becomes the stylesheet all public pages share (their data is absent at build time, so a page's
 * data-driven parts may add rules of their own at run time).
 */
export async function harvestPageStyles(requests: readonly PageRequest[]): Promise<{ css: string; ids: string[] }> {
  const styles = pageStyleCache();
  for (const request of requests) await renderWith(request, styles, null);
  const [first] = requests;
  if (first) await renderWith(first, styles, null, <HomeStyleSamples />);
  return collectedStyles(styles);
}

async function renderWith(
  request: PageRequest,
  styles: EmotionCache,
  shared: SharedStyleSheet | null,
  content: ReactNode = <AppRoutes />,
): Promise<RenderedPage> {
  const { url, execute, postback } = request;
  // The server picks both from this entry's own lists; anything else renders in the defaults.
  const locale: Locale = isLocale(request.locale) ? request.locale : defaultLocale;
  const currency: CurrencyCode = isCurrencyCode(request.currency) ? request.currency : defaultCurrencyCode;
  const apolloClient = new ApolloClient({ cache: new InMemoryCache(), link: inProcessLink(execute), ssrMode: true });
  // The islands query with a client of their own: only what they read goes to the browser, not the
  // static sections' data (the home page's offers and programmes), which no script reads again.
  const islandApollo = new ApolloClient({ cache: new InMemoryCache(), link: inProcessLink(execute), ssrMode: true });
  const authClient = new AuthClient({
    url: `${siteOriginPlaceholder}/auth/v1`,
    persistSession: false,
    autoRefreshToken: false,
    detectSessionInUrl: false,
  });
  const sessionStore = createSessionStore(authClient);
  const messages = await loadMessages(locale);
  const islandMessages = recordingMessages(messages);
  const context: PageContext = {
    apolloClient: islandApollo,
    styles,
    authClient,
    sessionStore,
    locale,
    messages: islandMessages.messages,
    currency,
    postback,
    url,
  };
  const slots: IslandSlot[] = [];
  const page = (
    <StrictMode>
      <CacheProvider value={styles}>
        <IslandCollector.Provider value={slots}>
          <AppProviders
            apolloClient={apolloClient}
            loadApollo={() => Promise.resolve(apolloClient)}
            authClient={authClient}
            sessionStore={sessionStore}
            locale={locale}
            messages={messages}
            currency={currency}
            postback={postback}
          >
            <AppRouter location={url}>{content}</AppRouter>
          </AppProviders>
        </IslandCollector.Provider>
      </CacheProvider>
    </StrictMode>
  );
  try {
    // Each pass collects the islands afresh; the last pass's are the page's.
    const result = await renderComplete(
      page,
      apolloClient,
      (tree) => ((slots.length = 0), renderToString(tree)),
      `${url} (${locale})`,
    );
    const islands: string[] = [];
    for (const [index, slot] of slots.entries()) islands.push(await renderIsland(slot, index, context));
    let head = result.match(leadingHeadTags)?.[0] ?? "";
    // Islands are spliced in after: their HTML stays as React rendered it, for hydration.
    const body = shareRepeatedDrawings(dropLegacyFocusable(result.slice(head.length))).replace(
      islandSlot,
      (_match, open: string, index: string, close: string) => {
        const html = islands[Number(index)] ?? "";
        // A head tag an island renders belongs in the page's head, not inside the island.
        const islandHead = html.match(leadingHeadTags)?.[0] ?? "";
        head += islandHead;
        return `${open}${html.slice(islandHead.length)}${close}`;
      },
    );
    const islandState = JSON.stringify(islandApollo.extract());
    head += pageStyleTags(styles, body, shared);
    return {
      head,
      body,
      state: islandState === "{}" ? "" : islandState,
      messages: JSON.stringify(islandMessages.read()),
    };
  } finally {
    apolloClient.stop();
    islandApollo.stop();
  }
}
