import { lazy, useEffect, type ComponentType, type LazyExoticComponent } from "react";
import { Route, Routes } from "react-router-dom";
import { BackOfficeLayout } from "../../backoffice";
import { CustomerLayout } from "../../customer";
import { SiteLayout } from "../../site";
import { RouteGuard } from "../guards/RouteGuard";
import { framedRoutes, notFoundModule } from "./routeModules";

const frames = { site: SiteLayout, customer: CustomerLayout, backOffice: BackOfficeLayout };

// Built once at module load: React.lazy must not be recreated on render.
const pagesByFrame = framedRoutes.map(({ frame, routes }) => ({
  Frame: frames[frame],
  pages: Object.entries(routes).map(([path, load]) => ({ path, Page: lazy(load) })),
}));
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
