import { FlightOffers1763776800000 } from "./1763776800000-FlightOffers.js";

// Listed explicitly so the same list works compiled (node) and from source (vitest).
export const migrations = [FlightOffers1763776800000];
