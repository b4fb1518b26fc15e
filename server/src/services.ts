import type { DataSource } from "typeorm";
import { OffersService } from "./modules/offers/offers.service.js";

/** The application's services, built once per process around one DataSource. */
export interface Services {
  offers: OffersService;
}

export function createServices(db: DataSource): Services {
  return {
    offers: new OffersService(db),
  };
}
