import { Box, Text } from "@chakra-ui/react";
import { geoEqualEarth, geoGraticule10, geoPath, type GeoPermissibleObjects } from "d3-geo";
import { useMemo } from "react";
import { FormattedMessage } from "react-intl";
import { feature } from "topojson-client";
import type { GeometryCollection, Topology } from "topojson-specification";
import world from "world-atlas/countries-110m.json";

export interface MapLeg {
  from: { code: string; latitude: number; longitude: number };
  to: { code: string; latitude: number; longitude: number };
}

const WIDTH = 640;
const HEIGHT = 340;
const topology = world as unknown as Topology<{ countries: GeometryCollection }>;
const land = feature(topology, topology.objects.countries);

/**
 * The legs as great circles over a world map drawn from bundled data (no tiles, works offline).
 * Geography is never mirrored: in Arabic only the caption and the page around it read right to left.
 */
/** Drawn only for at least one leg: before that, LazyRouteMap shows its frame without the map. */
export default function RouteMap({ legs }: { legs: MapLeg[] }) {
  const drawing = useMemo(() => {
    const lines: GeoPermissibleObjects = {
      type: "MultiLineString",
      coordinates: legs.map((leg) => [
        [leg.from.longitude, leg.from.latitude],
        [leg.to.longitude, leg.to.latitude],
      ]),
    };
    const projection = geoEqualEarth().fitExtent(
      [
        [40, 40],
        [WIDTH - 40, HEIGHT - 40],
      ],
      lines,
    );
    const path = geoPath(projection);
    const airports = new Map<string, [number, number]>();
    for (const leg of legs) {
      for (const end of [leg.from, leg.to]) airports.set(end.code, projection([end.longitude, end.latitude]) ?? [0, 0]);
    }
    return {
      land: path(land) ?? "",
      graticule: path(geoGraticule10()) ?? "",
      routes: path(lines) ?? "",
      airports: [...airports],
    };
  }, [legs]);
  const description = legs.map((leg) => `${leg.from.code} → ${leg.to.code}`).join(", ");

  return (
    <Box as="figure" dir="ltr" bg="navy.50" rounded="xl" overflow="hidden" borderWidth="1px" borderColor="border">
      <svg
        viewBox={`0 0 ${WIDTH} ${HEIGHT}`}
        width="100%"
        role="img"
        aria-labelledby="route-map-caption"
        data-testid="route-map"
      >
        <path d={drawing.graticule} fill="none" stroke="#d6deee" strokeWidth="0.5" />
        <path d={drawing.land} fill="#aebddc" stroke="#eef2f9" strokeWidth="0.5" />
        <path
          d={drawing.routes}
          fill="none"
          stroke="#b8860b"
          strokeWidth="2.5"
          strokeLinecap="round"
          data-testid="route-lines"
        />
        {drawing.airports.map(([code, [x, y]]) => (
          <g key={code}>
            <circle cx={x} cy={y} r="4.5" fill="#0a1630" stroke="#fff" strokeWidth="1.5" />
            <text
              x={x + 7}
              y={y - 7}
              fontSize="13"
              fontWeight="600"
              fill="#0a1630"
              stroke="#fff"
              strokeWidth="3"
              paintOrder="stroke"
            >
              {code}
            </text>
          </g>
        ))}
      </svg>
      <Text as="figcaption" dir="auto" id="route-map-caption" px="4" py="2" fontSize="sm" color="fg.muted">
        <FormattedMessage id="booking.mapCaption" values={{ route: description }} />
      </Text>
    </Box>
  );
}
