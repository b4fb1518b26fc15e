import type { ReactNode } from "react";
import { createPath, Router, type Navigator, type To } from "react-router-dom";
import { carryToasts } from "../components/toaster";

const hrefOf = (to: To) => (typeof to === "string" ? to : createPath(to));

/**
 * An island has no application around it to show another route: going somewhere is an ordinary page
 * load (from the server's page cache). Tidying the current address (a replace on the same path) just
 * rewrites it.
 */
const pageLoadNavigator: Navigator = {
  createHref: hrefOf,
  push: (to) => {
    carryToasts();
    window.location.assign(hrefOf(to));
  },
  replace: (to) => {
    const target = new URL(hrefOf(to), window.location.href);
    if (target.pathname === window.location.pathname)
      return window.history.replaceState(window.history.state, "", target);
    carryToasts();
    window.location.replace(target);
  },
  go: (delta) => window.history.go(delta),
};

/** Links and navigate() inside an island; `location` is the page's own address. */
export function IslandRouter({ location, children }: { location: string; children: ReactNode }) {
  return (
    <Router location={location} navigator={pageLoadNavigator}>
      {children}
    </Router>
  );
}
