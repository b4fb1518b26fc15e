import { FlightOffers1763776800000 } from "./1763776800000-FlightOffers.js";
import { Auth1763776900000 } from "./1763776900000-Auth.js";
import { MailOutbox1763777000000 } from "./1763777000000-MailOutbox.js";

// Listed explicitly so the same list works compiled (node) and from source (vitest).
export const migrations = [FlightOffers1763776800000, Auth1763776900000, MailOutbox1763777000000];
