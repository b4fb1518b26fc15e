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
import { system } from "./theme/system";

interface AppProvidersProps {
  apolloClient: ApolloClient;
  authClient: GoTrueClient;
  sessionStore: SessionStore;
  locale: Locale;
  messages: Messages;
  /** Set while rendering a page on the server: the URL to render instead of the browser's. */
  staticLocation?: string;
  /** Hydrating prerendered HTML: visitor preferences the HTML cannot know apply after the first render. */
  hydrating?: boolean;
  /** The visitor's own language, when the server's page they were served is in another one. */
  preferredLocale?: Locale;
  /** The currency the server rendered the page in. */
  currency?: CurrencyCode;
  /** The page answers a form's POST made without JavaScript (app/postback). */
  postback?: FormPostback | null;
  children: ReactNode;
}

export function AppProviders({ apolloClient, authClient, sessionStore, locale, messages, staticLocation, hydrating, preferredLocale, currency, postback = null, children }: AppProvidersProps) {
  const routed = staticLocation === undefined ? <BrowserRouter>{children}</BrowserRouter> : <StaticRouter location={staticLocation}>{children}</StaticRouter>;
  return (
    <ChakraProvider value={system}>
      <I18nProvider initialLocale={locale} initialMessages={messages} preferredLocale={preferredLocale}>
        <CurrencyProvider initialCurrency={currency} storedAfterMount={hydrating}>
          <ApolloProvider client={apolloClient}>
            <SessionProvider client={authClient} store={sessionStore}>
              <FormPostbackContext.Provider value={postback}>{routed}</FormPostbackContext.Provider>
            </SessionProvider>
          </ApolloProvider>
        </CurrencyProvider>
        <AppToaster />
      </I18nProvider>
    </ChakraProvider>
  );
}
