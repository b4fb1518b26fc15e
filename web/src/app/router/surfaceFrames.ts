import type { ComponentType } from "react";
import { customerRoutes } from "../../customer";
import { backOfficeRoutes } from "../../backoffice";
import { preloadModule } from "../../ui/navigation/lazyLoaded";
import type { PageModule } from "../../ui/navigation/pageModule";

// The signed-in surfaces' frames load with their pages, not with the app: the customer area never
// fetches the back office's code, nor the other way round (each builds into its own files).
export const surfaceFrames: Record<"customer" | "backOffice", () => Promise<{ default: ComponentType }>> = {
  customer: () => import("../../customer/layout/CustomerLayout").then((m) => ({ default: m.CustomerLayout })),
  backOffice: () => import("../../backoffice/layout/BackOfficeLayout").then((m) => ({ default: m.BackOfficeLayout })),
};

const surfaceRoutes: { frame: keyof typeof surfaceFrames; routes: Record<string, () => Promise<PageModule>> }[] = [
  { frame: "customer", routes: customerRoutes },
  { frame: "backOffice", routes: backOfficeRoutes },
];

const patternOf = (path: string) => new RegExp(`^${path.replace(/:[a-z]+/g, "[^/]+")}/?$`);

/**
 * Starts fetching the frame and the page a signed-in surface shows at `pathname` (nothing for other
 * pages), as the app's own code is still arriving. Resolves once both are here, or failed (the
 * route then loads them itself, behind its fallback), so the first render shows the page at once.
 */
export function preloadSurfacePage(pathname: string): Promise<void> {
  for (const { frame, routes } of surfaceRoutes) {
    const load = Object.entries(routes).find(([path]) => patternOf(path).test(pathname))?.[1];
    if (!load) continue;
    return Promise.all([preloadModule(surfaceFrames[frame]), preloadModule(load)]).then(
      () => undefined,
      () => undefined,
    );
  }
  return Promise.resolve();
}
