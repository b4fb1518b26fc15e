export { LazyRouteMap } from "./LazyRouteMap";
export { LocalDeparture } from "./LocalDeparture";
export { BookingStatusBadge, RequestStatusBadge } from "./StatusBadge";
export { TripFact, TripFacts } from "./TripFacts";
export { formatLocalDateTime, routeOf, timeLeft } from "./tripFormat";
