import { readFileSync } from "node:fs";

/** Matches a URL path against the web app's route patterns ("/admin/leads/:id"). */
export type RouteMatcher = (pathname: string) => boolean;

export function compileRoutes(patterns: string[]): RouteMatcher {
  const compiled = patterns.map((pattern) => pattern.split("/").filter(Boolean));
  return (pathname) => {
    const parts = pathname.split("/").filter(Boolean);
    return compiled.some(
      (segments) =>
        segments.length === parts.length &&
        segments.every((segment, i) => segment.startsWith(":") || segment === decodeURIComponent(parts[i] ?? "")),
    );
  };
}

/** The build writes route-paths.json beside index.html from the router's own list. */
export function loadRouteMatcher(file: string): RouteMatcher | null {
  try {
    const patterns: unknown = JSON.parse(readFileSync(file, "utf8"));
    if (!Array.isArray(patterns) || !patterns.every((p) => typeof p === "string")) return null;
    return compileRoutes(patterns);
  } catch {
    return null;
  }
}
