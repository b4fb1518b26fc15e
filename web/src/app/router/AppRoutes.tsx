import { lazy, useEffect, type ComponentType, type LazyExoticComponent } from "react";
import { Route, Routes } from "react-router-dom";
import { BackOfficeLayout } from "../../backoffice";
import { SiteLayout } from "../../site";
import { RouteGuard } from "../guards/RouteGuard";
import routePaths from "../paths.json";
import { framedRoutes, notFoundModule } from "./routeModules";

function missingModule(path: string): never {
  throw new Error(`paths.json lists ${path} but no surface has a page for it`);
}

const frames = { site: SiteLayout, backOffice: BackOfficeLayout };

// Built once at module load: React.lazy must not be recreated on render.
const pagesByFrame = framedRoutes.map(({ frame, routes }) => ({
  Frame: frames[frame],
  pages: routePaths
    .filter((path) => path in routes)
    .map((path) => ({ path, Page: lazy(routes[path] ?? missingModule(path)) })),
}));
for (const path of routePaths) if (!framedRoutes.some(({ routes }) => path in routes)) missingModule(path);
const NotFoundPage = lazy(notFoundModule);

function guarded(path: string, Page: LazyExoticComponent<ComponentType>) {
  return (
    <RouteGuard path={path}>
      <Page />
    </RouteGuard>
  );
}

export function AppRoutes() {
  // <html data-hydrated>: the app answers input (browser tests wait for it; a static page sets it itself).
  useEffect(() => {
    document.documentElement.dataset.hydrated = "";
  }, []);
  return (
    <Routes>
      {pagesByFrame.map(({ Frame, pages }, index) => (
        <Route key={index} element={<Frame />}>
          {pages.map(({ path, Page }) => (
            <Route key={path} path={path} element={guarded(path, Page)} />
          ))}
          {Frame === SiteLayout && <Route path="*" element={<NotFoundPage />} />}
        </Route>
      ))}
    </Routes>
  );
}
