import { existsSync } from "node:fs";
import path from "node:path";
import { pathToFileURL } from "node:url";

// What the web build's server entry (web/src/entry-server.tsx, bundled with all it needs into
// web/dist-ssr) exports. Typed here by hand: the server does not compile the web's sources.

export type ExecuteOperation = (
  query: string,
  variables: Record<string, unknown>,
  operationName: string | undefined,
) => Promise<{ data?: unknown; errors?: readonly unknown[] }>;

/** A public form's outcome after a POST made without JavaScript (web/src/lib/FormPostback.ts). */
export interface FormPostback {
  form: "contact" | "affiliate";
  values: Record<string, string>;
  problemFields: string[];
  receipt: string | null;
  failed: boolean;
}

export interface SsrEntry {
  renderPage(request: {
    url: string;
    locale: string;
    currency: string;
    execute: ExecuteOperation;
    postback?: FormPostback;
  }): Promise<{ head: string; body: string; state: string; messages: string }>;
  locales: readonly string[];
  currencies: readonly { code: string }[];
  defaultCurrencyCode: string;
  directionOf(locale: string): "ltr" | "rtl";
  seoRoutes: readonly { path: string; indexed: boolean }[];
  preferenceCookies: { locale: string; currency: string };
  siteOriginPlaceholder: string;
  apolloStateElementId: string;
  pageMessagesElementId: string;
  postbackElementId: string;
}

/** The server entry beside a web build (web/dist → web/dist-ssr/entry-server.js), or null when it was not built. */
export async function loadSsrEntry(webDist: string): Promise<SsrEntry | null> {
  const file = path.resolve(webDist, "..", "dist-ssr", "entry-server.js");
  if (!existsSync(file)) return null;
  return (await import(pathToFileURL(file).href)) as SsrEntry;
}
