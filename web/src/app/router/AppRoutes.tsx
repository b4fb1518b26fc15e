import { lazy } from "react";
import { Route, Routes } from "react-router-dom";
import { RouteGuard } from "../../auth/RouteGuard";
import routePaths from "../paths.json";
import { Layout } from "../layout/Layout";
import { notFoundModule, routeModules } from "./routeModules";

function missingModule(path: string): never {
  throw new Error(`paths.json lists ${path} but routeModules has no page for it`);
}

// Built once at module load: React.lazy must not be recreated on render.
const pages = routePaths.map((path) => ({ path, Page: lazy(routeModules[path] ?? missingModule(path)) }));
const NotFoundPage = lazy(notFoundModule);

export function AppRoutes() {
  return (
    <Routes>
      <Route element={<Layout />}>
        {pages.map(({ path, Page }) => (
          <Route
            key={path}
            path={path}
            element={
              <RouteGuard path={path}>
                <Page />
              </RouteGuard>
            }
          />
        ))}
        <Route path="*" element={<NotFoundPage />} />
      </Route>
    </Routes>
  );
}
