// The build's server-side entry (vite --ssr): renders one public page in one language to HTML,
// for scripts/prerender.mjs. Nothing here runs in the browser.
import { ApolloClient, ApolloLink, InMemoryCache } from "@apollo/client";
import { AuthClient } from "@supabase/auth-js";
import { StrictMode } from "react";
import { renderToString } from "react-dom/server";
import { prerenderToNodeStream } from "react-dom/static";
import { Observable } from "rxjs";
import { AppProviders } from "./app/AppProviders";
import { AppRoutes } from "./app/router/AppRoutes";
import { localizedPath, seoRoutes } from "./app/seo/seoRoutes";
import { siteOriginPlaceholder } from "./app/seo/siteOrigin";
import { createSessionStore } from "./auth/sessionStore";
import { directionOf, locales, type Locale } from "./i18n/locales";
import { loadMessages } from "./i18n/messages";

export { locales, seoRoutes, localizedPath, directionOf, siteOriginPlaceholder };

// Data from the API is never invented at build time: every query stays loading, so those parts
// are their loading skeletons in the HTML and fill in once the page runs.
const neverAnswers = new ApolloLink(() => new Observable(() => undefined));

export async function renderPage(path: string, locale: Locale): Promise<string> {
  const apolloClient = new ApolloClient({ cache: new InMemoryCache(), link: neverAnswers });
  const authClient = new AuthClient({ url: `${siteOriginPlaceholder}/auth/v1`, persistSession: false, autoRefreshToken: false, detectSessionInUrl: false });
  const sessionStore = createSessionStore(authClient);
  const messages = await loadMessages(locale);
  const page = (
    <StrictMode>
      <AppProviders apolloClient={apolloClient} authClient={authClient} sessionStore={sessionStore} locale={locale} messages={messages} staticLocation={localizedPath(path, locale)}>
        <AppRoutes />
      </AppProviders>
    </StrictMode>
  );
  // A first pass waits for the lazily loaded page modules; once they are loaded the second pass
  // renders at once, with no suspended parts (whose streamed HTML would need inline scripts,
  // which the CSP forbids and a page without JavaScript cannot run).
  const { prelude } = await prerenderToNodeStream(page);
  for await (const chunk of prelude) void chunk;
  const html = renderToString(page);
  if (/<script|<!--\$[?!]-->/.test(html)) throw new Error(`${path} (${locale}) still suspends after its modules loaded`);
  apolloClient.stop();
  return html;
}
