import { existsSync } from "node:fs";
import path from "node:path";
import { pathToFileURL } from "node:url";
import type { SsrEntry } from "./ssr-contract.js";

export type { ExecuteOperation, FormPostback, SsrEntry } from "./ssr-contract.js";

/** The server entry beside a web build (web/dist → web/dist-ssr/entry-server.js), or null when it was not built. */
export async function loadSsrEntry(webDist: string): Promise<SsrEntry | null> {
  const file = path.resolve(webDist, "..", "dist-ssr", "entry-server.js");
  if (!existsSync(file)) return null;
  return (await import(pathToFileURL(file).href)) as SsrEntry;
}
