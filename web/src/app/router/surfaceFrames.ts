import type { ComponentType } from "react";
import { customerRoutes } from "../../customer";
import { backOfficeRoutes } from "../../backoffice";
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
 * pages), as the app's own code is still arriving: React.lazy finds the modules already on their way.
 */
export function preloadSurfacePage(pathname: string): void {
  for (const { frame, routes } of surfaceRoutes) {
    const load = Object.entries(routes).find(([path]) => patternOf(path).test(pathname))?.[1];
    if (!load) continue;
    void surfaceFrames[frame]().catch(() => undefined);
    void load().catch(() => undefined);
    return;
  }
}
