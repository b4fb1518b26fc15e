import { useMemo, useState, type ReactNode } from "react";
import { carryToasts } from "../../ui/components/toaster";
import { isPlainClick, NavigationContext, type Navigation, type PageLocation } from "../../ui/navigation/navigation";

function locationOf(address: string): PageLocation {
  const { pathname, search, hash } = new URL(address, "http://page.invalid");
  return { pathname, search, hash, key: "default" };
}

/**
 * An island has no application around it to show another page: going somewhere is an ordinary page
 * load (from the server's page cache), taking the toasts on screen along. Tidying the current
 * address (a replace on the same path) just rewrites it.
 */
export function IslandNavigation({ location: address, children }: { location: string; children: ReactNode }) {
  const [location, setLocation] = useState(() => locationOf(address));
  const navigation = useMemo<Navigation>(
    () => ({
      location,
      navigate: (to, { replace = false } = {}) => {
        const target = new URL(to, window.location.href);
        if (replace && target.pathname === window.location.pathname) {
          window.history.replaceState(window.history.state, "", target);
          setLocation(locationOf(target.href));
          return;
        }
        carryToasts();
        if (replace) window.location.replace(target);
        else window.location.assign(target);
      },
      // The browser follows the link itself.
      followLink: (event) => {
        if (isPlainClick(event)) carryToasts();
      },
    }),
    [location],
  );
  return <NavigationContext.Provider value={navigation}>{children}</NavigationContext.Provider>;
}
