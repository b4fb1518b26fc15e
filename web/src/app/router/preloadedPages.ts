import type { ComponentType } from "react";
import { matchPath } from "react-router-dom";
import routePaths from "../paths.json";
import { routeModules } from "./routeModules";

// The page the visitor opened, loaded before a prerendered document is hydrated: its route then
// renders without suspending, so React hydrates the server's markup in one pass. A lazily loaded
// page left a dehydrated Suspense boundary that an early update (the session arriving) made React
// discard and render again on the client.
const preloaded = new Map<string, ComponentType>();

export async function preloadPageFor(pathname: string): Promise<void> {
  const path = routePaths.find((pattern) => matchPath(pattern, pathname));
  const load = path ? routeModules[path] : undefined;
  if (!path || !load) return;
  preloaded.set(path, (await load()).default);
}

/** The page component for `path` when it was preloaded, else undefined. */
export function preloadedPage(path: string): ComponentType | undefined {
  return preloaded.get(path);
}
