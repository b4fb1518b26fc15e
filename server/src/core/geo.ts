// Distances over the Earth's surface: the estimate's legs and the fleet's nearness to an airport.

/** Mean Earth radius in nautical miles. */
export const EARTH_RADIUS_NM = 3440.065;

export interface GeoPoint {
  latitude: number;
  longitude: number;
}

const radians = (degrees: number) => (degrees * Math.PI) / 180;

/** Haversine great-circle distance in nautical miles. */
export function greatCircleNm(a: GeoPoint, b: GeoPoint): number {
  const dLat = radians(b.latitude - a.latitude);
  const dLon = radians(b.longitude - a.longitude);
  const h =
    Math.sin(dLat / 2) ** 2 + Math.cos(radians(a.latitude)) * Math.cos(radians(b.latitude)) * Math.sin(dLon / 2) ** 2;
  return 2 * EARTH_RADIUS_NM * Math.asin(Math.min(1, Math.sqrt(h)));
}
