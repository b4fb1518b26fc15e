// What the web build's server entry (web/src/entry-server.tsx, bundled with all it needs into
// web/dist-ssr) provides to the server, declared once: the server types the module it imports with
// it (ssr-entry.ts), and the web's typecheck fails when its entry stops providing it
// (web/src/entry-server.contract.ts). Pure types, so both sides can read this file.

/** Runs a GraphQL operation as a signed-out visitor, in the server's own process. */
export type ExecuteOperation = (
  query: string,
  variables: Record<string, unknown>,
  operationName: string | undefined,
) => Promise<{ data?: unknown; errors?: readonly unknown[] }>;

/** The public forms that also work without JavaScript (a plain POST the server answers with the page). */
export type PostbackForm = "contact" | "affiliate";

/**
 * What the server knows after such a POST, for the page it answers with: the values sent (kept, in
 * the visitor's language, beside their errors), the fields the server refused, the receipt when it
 * was recorded, or that it could not be sent at all (a dependency down).
 */
export interface FormPostback {
  form: PostbackForm;
  values: Record<string, string>;
  problemFields: string[];
  receipt: string | null;
  failed: boolean;
}

export interface PageRequest {
  /** The page's path with its query string, as the router should see it. */
  url: string;
  /** One of `locales`; anything else renders in the default language. */
  locale: string;
  /** One of `currencies`' codes; anything else renders in the default currency. */
  currency: string;
  execute: ExecuteOperation;
  /** The page answers a form's POST (made without JavaScript): the form shows its outcome. */
  postback?: FormPostback;
}

export interface RenderedPage {
  /** The page's own head tags (title, description, canonical, hreflang). */
  head: string;
  /** The markup inside #root. */
  body: string;
  /** The islands' Apollo cache after rendering, for the browser to start from; empty when they read none. */
  state: string;
  /** The messages the page's islands rendered, as JSON: what they need to hydrate. */
  messages: string;
}

// Properties, not methods, so that the compiler checks the functions' parameters strictly.
export interface SsrEntry {
  renderPage: (request: PageRequest) => Promise<RenderedPage>;
  locales: readonly string[];
  currencies: readonly { code: string }[];
  defaultCurrencyCode: string;
  directionOf: (locale: string) => "ltr" | "rtl";
  seoRoutes: readonly { path: string; indexed: boolean }[];
  preferenceCookies: { locale: string; currency: string };
  siteOriginPlaceholder: string;
  apolloStateElementId: string;
  pageMessagesElementId: string;
  postbackElementId: string;
}
