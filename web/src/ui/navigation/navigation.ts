// How shared components move between pages without knowing where they run: in the app (customer
// area, back office) the router shows the next page in place; in an island of a server-rendered
// page the next page is an ordinary page load. Neither side's code reaches the other's bundle.
import { createContext, useContext, useMemo, type MouseEvent } from "react";

/** The page's address; `key` is "default" for the entry the browser loaded (not one the app moved to). */
export interface PageLocation {
  pathname: string;
  search: string;
  hash: string;
  key: string;
}

export interface NavigateOptions {
  /** Replace the current history entry instead of adding one. */
  replace?: boolean;
}

export interface Navigation {
  location: PageLocation;
  /** Goes to a path of this site ("/booking?category=light"). */
  navigate: (to: string, options?: NavigateOptions) => void;
  /** Called on a click of a link to `to`: takes the navigation over (preventDefault) or lets the browser follow it. */
  followLink: (event: MouseEvent<HTMLAnchorElement>, to: string) => void;
}

export const NavigationContext = createContext<Navigation | null>(null);

export function useNavigation(): Navigation {
  const navigation = useContext(NavigationContext);
  if (!navigation) throw new Error("useNavigation needs an AppRouter or an IslandNavigation above it");
  return navigation;
}

export const useNavigate = () => useNavigation().navigate;
export const usePageLocation = () => useNavigation().location;

/** The address's query, read-only. */
export function useSearchParams(): URLSearchParams {
  const { search } = usePageLocation();
  return useMemo(() => new URLSearchParams(search), [search]);
}

export const addressOf = ({ pathname, search, hash }: Omit<PageLocation, "key">) => `${pathname}${search}${hash}`;

/** A left click with no modifier on a link that opens in this tab: the page may handle it itself. */
export function isPlainClick(event: MouseEvent<HTMLAnchorElement>): boolean {
  const link = event.currentTarget;
  const target = link.getAttribute("target");
  return (
    !event.defaultPrevented &&
    event.button === 0 &&
    !(event.metaKey || event.altKey || event.ctrlKey || event.shiftKey) &&
    (!target || target === "_self") &&
    !link.hasAttribute("download")
  );
}

/**
 * Whether a navigation link to `to` stands for the page at `pathname` (aria-current): the same
 * path, or (unless `end`) a page under it. The same rule as the router's NavLink.
 */
export function isCurrentPage(pathname: string, to: string, end = false): boolean {
  const here = pathname.toLowerCase();
  const target = (to.split(/[?#]/)[0] ?? "").toLowerCase();
  if (here === target) return true;
  const slashAt = target !== "/" && target.endsWith("/") ? target.length - 1 : target.length;
  return !end && here.startsWith(target) && here.charAt(slashAt) === "/";
}
