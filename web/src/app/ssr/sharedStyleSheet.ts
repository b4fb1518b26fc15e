// Reads the shared stylesheet's manifest the build writes beside the server entry. Server-only.
import { readFileSync } from "node:fs";
import type { SharedStyleSheet } from "./pageStyles";

/** The manifest at this address, or null when there is none (a build without it inlines every rule). */
export function readSharedStyleSheet(file: URL): SharedStyleSheet | null {
  let text: string;
  try {
    text = readFileSync(file, "utf8");
  } catch {
    return null;
  }
  const parsed = JSON.parse(text) as { href?: unknown; ids?: unknown };
  if (typeof parsed.href !== "string" || !Array.isArray(parsed.ids))
    throw new Error(`${file.pathname} is not a stylesheet manifest`);
  // A set, made once: every page's render asks it for each of its rules.
  return { href: parsed.href, ids: new Set(parsed.ids as string[]) };
}
