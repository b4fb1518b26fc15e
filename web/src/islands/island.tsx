import { createContext, useContext, useEffect, type ComponentType, type ReactNode } from "react";
import type { IslandName } from "./islandNames";
import { islandAttributes, type HydrateWhen } from "./slots";

export { islandAttributes, islandIdPrefix, signedInEvent, type HydrateWhen } from "./slots";

export interface IslandSlot {
  name: IslandName;
  when: HydrateWhen;
  props: object;
  Component: ComponentType<object>;
}

/**
 * Present only while the server renders a static-first page: an island then leaves an empty slot
 * here and is rendered as a React root of its own, the root the browser hydrates. In the app
 * (customer area, back office) there is no collector and an island is an ordinary component.
 */
export const IslandCollector = createContext<IslandSlot[] | null>(null);

/** Set inside an island's own root (AppProviders with `island`). */
export const InIsland = createContext(false);

export function useInIsland(): boolean {
  return useContext(InIsland);
}

/**
 * Marks a component as an island. Its props cross from the server to the browser as JSON, so they
 * must be plain data.
 */
export function defineIsland<P extends object>(
  name: IslandName,
  Component: ComponentType<P>,
  when: HydrateWhen,
): ComponentType<P> {
  function Island(props: P) {
    const collector = useContext(IslandCollector);
    if (!collector) return <Component {...props} />;
    const slot = collector.push({ name, when, props, Component: Component as ComponentType<object> }) - 1;
    const slotProps = {
      [islandAttributes.name]: name,
      [islandAttributes.slot]: slot,
      [islandAttributes.when]: when,
      [islandAttributes.props]: JSON.stringify(props),
    };
    // display: contents, so the wrapper the browser hydrates into changes no layout.
    return <div {...slotProps} style={{ display: "contents" }} />;
  }
  Island.displayName = `Island(${name})`;
  return Island;
}

const nothing = () => {};

/** The top of every island's tree, on the server and in the browser alike; tells when hydration is done (children's effects run first). */
export function IslandRoot({ onHydrated = nothing, children }: { onHydrated?: () => void; children: ReactNode }) {
  useEffect(onHydrated, [onHydrated]);
  return children;
}
