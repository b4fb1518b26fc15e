import { backOfficeRoutes } from "../../backoffice";
import { customerRoutes } from "../../customer";
import { notFoundPage, publicPages } from "../../site/routes";
import type { PageModule } from "../../ui/navigation/pageModule";

type RouteTable = Record<string, () => Promise<PageModule>>;

const siteRoutes: RouteTable = Object.fromEntries(publicPages.map(({ path, page }) => [path, page]));

/** Each frame's pages: the site's chrome for the public site; the customer area's and the back office's own frames for theirs. */
export const framedRoutes: { frame: "site" | "customer" | "backOffice"; routes: RouteTable }[] = [
  { frame: "site", routes: siteRoutes },
  { frame: "customer", routes: customerRoutes },
  { frame: "backOffice", routes: backOfficeRoutes },
];

/** Every surface's pages by path pattern (the build lists the same patterns for the server: web/build/routePaths.ts). */
export const routeModules: RouteTable = Object.assign({}, ...framedRoutes.map((entry) => entry.routes));

export const notFoundModule = notFoundPage;
