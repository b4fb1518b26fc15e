import { backOfficeRoutes, staffSignInRoutes } from "../../backoffice";
import { customerRoutes } from "../../customer";
import { notFoundPage, siteRoutes } from "../../site";
import type { PageModule } from "../../ui/navigation/pageModule";

type RouteTable = Record<string, () => Promise<PageModule>>;

/** Each frame's pages: the site's frame for the public site, the customer area and the staff's sign-in; the back office's own for its tools. */
export const framedRoutes: { frame: "site" | "backOffice"; routes: RouteTable }[] = [
  { frame: "site", routes: { ...siteRoutes, ...customerRoutes, ...staffSignInRoutes } },
  { frame: "backOffice", routes: backOfficeRoutes },
];

// Every surface's pages, one lazily loaded module per pattern in paths.json (routes.test.ts keeps the two in step).
export const routeModules: RouteTable = Object.assign({}, ...framedRoutes.map((entry) => entry.routes));

export const notFoundModule = notFoundPage;
