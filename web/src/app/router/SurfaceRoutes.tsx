import { Suspense, useEffect, type ComponentType, type ReactNode } from "react";
import { Route, Routes } from "react-router-dom";
import { PageLoader } from "../../ui/components/PageLoader";
import { lazyLoaded } from "../../ui/navigation/lazyLoaded";
import { RouteGuard } from "../guards/RouteGuard";
import { framedRoutes, notFoundModule } from "./routeModules";
import { surfaceFrames } from "./surfaceFrames";

function Suspended({ frame: Frame }: { frame: ComponentType }): ReactNode {
  return (
    <Suspense fallback={<PageLoader />}>
      <Frame />
    </Suspense>
  );
}

// The signed-in surfaces' frames arrive with their pages (surfaceFrames.ts); fetched ahead, they
// render at once.
const CustomerFrame = lazyLoaded(surfaceFrames.customer);
const BackOfficeFrame = lazyLoaded(surfaceFrames.backOffice);
const signedInFrames: Record<"customer" | "backOffice", ComponentType> = {
  customer: () => <Suspended frame={CustomerFrame} />,
  backOffice: () => <Suspended frame={BackOfficeFrame} />,
};
const NotFoundPage = lazyLoaded(notFoundModule);
// Built once per site frame: a lazy component must not be recreated on render.
const pagesBySiteFrame = new Map<
  ComponentType,
  { Frame: ComponentType; pages: { path: string; Page: ComponentType }[] }[]
>();

function framedPages(siteFrame: ComponentType) {
  let framed = pagesBySiteFrame.get(siteFrame);
  if (!framed) {
    framed = framedRoutes.map(({ frame, routes }) => ({
      Frame: frame === "site" ? siteFrame : signedInFrames[frame],
      pages: Object.entries(routes).map(([path, load]) => ({ path, Page: lazyLoaded(load) })),
    }));
    pagesBySiteFrame.set(siteFrame, framed);
  }
  return framed;
}

function guarded(path: string, Page: ComponentType) {
  return (
    <RouteGuard path={path}>
      <Page />
    </RouteGuard>
  );
}

/**
 * Every page in its frame. `siteFrame` is the public site's: the server's render passes it as is
 * (AppRoutes.tsx); the signed-in app passes one loaded on demand, so the customer area and the back
 * office do not load the site's chrome.
 */
export function SurfaceRoutes({ siteFrame }: { siteFrame: ComponentType }) {
  // <html data-hydrated>: the app answers input (browser tests wait for it; a static page sets it itself).
  useEffect(() => {
    document.documentElement.dataset.hydrated = "";
  }, []);
  return (
    <Routes>
      {framedPages(siteFrame).map(({ Frame, pages }, index) => (
        <Route key={index} element={<Frame />}>
          {pages.map(({ path, Page }) => (
            <Route key={path} path={path} element={guarded(path, Page)} />
          ))}
          {Frame === siteFrame && <Route path="*" element={<NotFoundPage />} />}
        </Route>
      ))}
    </Routes>
  );
}

const SiteFrame = lazyLoaded(() => import("../../site/layout/Layout").then((m) => ({ default: m.Layout })));

/** The site's frame for the signed-in app, loaded when a public page is shown. */
export const LazySiteFrame: ComponentType = () => <Suspended frame={SiteFrame} />;
