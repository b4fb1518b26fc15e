import { ChakraProvider } from "@chakra-ui/react";
import type { ApolloClient } from "@apollo/client";
import { ApolloProvider } from "@apollo/client/react";
import type { GoTrueClient } from "@supabase/auth-js";
import type { ReactNode } from "react";
import { BrowserRouter, StaticRouter } from "react-router-dom";
import type { SessionStore } from "../auth/sessionStore";
import { FormPostbackContext, type FormPostback } from "./postback/FormPostback";
import { SessionProvider } from "../auth/SessionProvider";
import { AppToaster } from "../components/AppToaster";
import type { CurrencyCode } from "../currency/currencies";
import { CurrencyProvider } from "../currency/CurrencyProvider";
import { I18nProvider } from "../i18n/I18nProvider";
import type { Locale } from "../i18n/locales";
import type { Messages } from "../i18n/messages";
import { InIsland } from "../islands/island";
import { IslandRouter } from "../islands/IslandRouter";
import { islandSystem, system } from "./theme/system";

interface AppProvidersProps {
  apolloClient: ApolloClient;
  authClient: GoTrueClient;
  sessionStore: SessionStore;
  locale: Locale;
  messages: Messages;
  /** Set while rendering a page on the server: the URL to render instead of the browser's. */
  staticLocation?: string;
  /** The currency the server rendered the page in. */
  currency?: CurrencyCode;
  /** The page answers a form's POST made without JavaScript (app/postback). */
  postback?: FormPostback | null;
  /**
   * One island of a static-first page (islands/): the page's global styles and the toaster are
   * already there once, and following a link loads the next page.
   */
  island?: boolean;
  children: ReactNode;
}

export function AppProviders({
  apolloClient,
  authClient,
  sessionStore,
  locale,
  messages,
  staticLocation,
  currency,
  postback = null,
  island = false,
  children,
}: AppProvidersProps) {
  const routed = island ? (
    <IslandRouter location={staticLocation ?? currentAddress()}>{children}</IslandRouter>
  ) : staticLocation === undefined ? (
    <BrowserRouter>{children}</BrowserRouter>
  ) : (
    <StaticRouter location={staticLocation}>{children}</StaticRouter>
  );
  return (
    <ChakraProvider value={island ? islandSystem : system}>
      <I18nProvider initialLocale={locale} initialMessages={messages}>
        <CurrencyProvider initialCurrency={currency}>
          <ApolloProvider client={apolloClient}>
            <SessionProvider client={authClient} store={sessionStore}>
              <FormPostbackContext.Provider value={postback}>
                <InIsland.Provider value={island}>{routed}</InIsland.Provider>
              </FormPostbackContext.Provider>
            </SessionProvider>
          </ApolloProvider>
        </CurrencyProvider>
        {!island && <AppToaster />}
      </I18nProvider>
    </ChakraProvider>
  );
}

function currentAddress(): string {
  const { pathname, search, hash } = window.location;
  return `${pathname}${search}${hash}`;
}
