import type { DataSource } from "typeorm";
import { OffersService } from "./modules/offers/offers.service.js";
import { UsersService } from "./modules/users/users.service.js";

/** The application's services, built once per process around one DataSource. */
export interface Services {
  offers: OffersService;
  users: UsersService;
}

export function createServices(db: DataSource): Services {
  return {
    offers: new OffersService(db),
    users: new UsersService(db),
  };
}
