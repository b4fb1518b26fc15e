import { useMemo, type ReactNode } from "react";
import { BrowserRouter, StaticRouter, useLocation, useNavigate } from "react-router-dom";
import { addressOf, isPlainClick, NavigationContext, type Navigation } from "../../ui/navigation/navigation";

/**
 * The app's router (customer area, back office, and the server's render of every page) with the
 * navigation shared components use on top of it: links and navigate() change the page in place.
 */
export function AppRouter({ location, children }: { location?: string; children: ReactNode }) {
  const routed = <RouterNavigation>{children}</RouterNavigation>;
  return location === undefined ? (
    <BrowserRouter>{routed}</BrowserRouter>
  ) : (
    <StaticRouter location={location}>{routed}</StaticRouter>
  );
}

function RouterNavigation({ children }: { children: ReactNode }) {
  const routerNavigate = useNavigate();
  const { pathname, search, hash, key } = useLocation();
  const navigation = useMemo<Navigation>(() => {
    const here = addressOf({ pathname, search, hash });
    return {
      location: { pathname, search, hash, key },
      navigate: (to, options) => void routerNavigate(to, options),
      followLink: (event, to) => {
        if (!isPlainClick(event)) return;
        event.preventDefault();
        // A link to the page shown does not add a history entry (as the router's own links do).
        void routerNavigate(to, { replace: to === here });
      },
    };
  }, [routerNavigate, pathname, search, hash, key]);
  return <NavigationContext.Provider value={navigation}>{children}</NavigationContext.Provider>;
}
