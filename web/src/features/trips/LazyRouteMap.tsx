import { Box } from "@chakra-ui/react";
import { lazy, Suspense } from "react";
import type { MapLeg } from "./RouteMap";

// The map and its world data (≈ 100 KB) load on their own, after the page around them.
const RouteMap = lazy(() => import("./RouteMap"));

export function MapPlaceholder() {
  return <Box aspectRatio={640 / 340} bg="navy.50" rounded="xl" />;
}

/** The legs as great circles; a placeholder of the same size until `ready` (after hydration) and the code arrive. */
export function LazyRouteMap({ legs, ready = true }: { legs: MapLeg[]; ready?: boolean }) {
  if (!ready) return <MapPlaceholder />;
  return (
    <Suspense fallback={<MapPlaceholder />}>
      <RouteMap legs={legs} />
    </Suspense>
  );
}
