import { ChakraProvider } from "@chakra-ui/react";
import type { ApolloClient } from "@apollo/client";
import { ApolloProvider } from "@apollo/client/react";
import type { GoTrueClient } from "@supabase/auth-js";
import type { ReactNode } from "react";
import type { SessionStore } from "../auth/sessionState";
import { ApolloLoaderContext, type LoadApollo } from "../graphql/apollo/ApolloLoader";
import { FormPostbackContext, type FormPostback } from "../lib/FormPostback";
import { SessionProvider } from "../auth/SessionProvider";
import type { CurrencyCode } from "../currency/currencies";
import { CurrencyProvider } from "../currency/CurrencyProvider";
import { I18nProvider } from "../i18n/I18nProvider";
import type { Locale } from "../i18n/locales";
import type { Messages } from "../i18n/messages";
import type { PartialCatalogue } from "../i18n/pageMessages";
import { InIsland } from "../islands/island";
import { islandSystem, system } from "../ui/theme/system";

interface AppProvidersProps {
  /** Absent in an island that talks to the API only on demand (through `loadApollo`). */
  apolloClient?: ApolloClient;
  loadApollo: LoadApollo;
  authClient: GoTrueClient;
  sessionStore: SessionStore;
  locale: Locale;
  messages: Messages;
  /** Set when `messages` is the part of the catalogue a static page carried. */
  catalogue?: PartialCatalogue;
  /** The currency the server rendered the page in. */
  currency?: CurrencyCode;
  /** The page answers a form's POST made without JavaScript (lib/FormPostback.ts). */
  postback?: FormPostback | null;
  /** One island of a static-first page (islands/): the page's global styles are already there once. */
  island?: boolean;
  /** Wrapped by the caller in its navigation: AppRouter in the app, IslandNavigation in an island. */
  children: ReactNode;
}

export function AppProviders({
  apolloClient,
  loadApollo,
  authClient,
  sessionStore,
  locale,
  messages,
  catalogue,
  currency,
  postback = null,
  island = false,
  children,
}: AppProvidersProps) {
  return (
    <ChakraProvider value={island ? islandSystem : system}>
      <I18nProvider initialLocale={locale} initialMessages={messages} catalogue={catalogue}>
        <CurrencyProvider initialCurrency={currency}>
          <ApolloLoaderContext.Provider value={loadApollo}>
            <SessionProvider client={authClient} store={sessionStore}>
              <FormPostbackContext.Provider value={postback}>
                <InIsland.Provider value={island}>
                  {apolloClient ? <ApolloProvider client={apolloClient}>{children}</ApolloProvider> : children}
                </InIsland.Provider>
              </FormPostbackContext.Provider>
            </SessionProvider>
          </ApolloLoaderContext.Provider>
        </CurrencyProvider>
      </I18nProvider>
    </ChakraProvider>
  );
}
