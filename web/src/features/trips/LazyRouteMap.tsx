import { Box, Text } from "@chakra-ui/react";
import { lazy, Suspense } from "react";
import { FormattedMessage } from "react-intl";
import type { MapLeg } from "./RouteMap";

// The map and its world data (≈ 50 KB gzip) load on their own, and only once there is a route to
// draw: a visitor who has not chosen airports yet is not made to download the world.
const RouteMap = lazy(() => import("./RouteMap"));

/** The map's frame at its final size, so nothing moves when the drawing arrives. */
export function MapPlaceholder({ empty = false }: { empty?: boolean }) {
  return (
    <Box
      as="figure"
      aspectRatio={640 / 340}
      bg="navy.50"
      rounded="xl"
      borderWidth="1px"
      borderColor="border"
      display="flex"
      alignItems="center"
      justifyContent="center"
      px="6"
    >
      {empty && (
        <Text as="figcaption" fontSize="sm" color="fg.muted" textAlign="center">
          <FormattedMessage id="booking.mapEmpty" />
        </Text>
      )}
    </Box>
  );
}

/** The legs as great circles; a placeholder of the same size until `ready` (after hydration), a leg and the code arrive. */
export function LazyRouteMap({ legs, ready = true }: { legs: MapLeg[]; ready?: boolean }) {
  if (!ready || legs.length === 0) return <MapPlaceholder empty={legs.length === 0} />;
  return (
    <Suspense fallback={<MapPlaceholder />}>
      <RouteMap legs={legs} />
    </Suspense>
  );
}
