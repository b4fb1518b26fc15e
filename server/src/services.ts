import type { DataSource } from "typeorm";
import { AircraftService } from "./modules/aircraft/aircraft.service.js";
import { AirportsService } from "./modules/airports/airports.service.js";
import { OffersService } from "./modules/offers/offers.service.js";
import { EstimateService } from "./modules/pricing/estimate.service.js";
import { PricingService } from "./modules/pricing/pricing.service.js";
import { ProgramsService } from "./modules/programs/programs.service.js";
import { UsersService } from "./modules/users/users.service.js";

/** The application's services, built once per process around one DataSource. */
export interface Services {
  offers: OffersService;
  users: UsersService;
  airports: AirportsService;
  aircraft: AircraftService;
  programs: ProgramsService;
  pricing: PricingService;
  estimates: EstimateService;
}

export function createServices(db: DataSource): Services {
  const airports = new AirportsService(db);
  const aircraft = new AircraftService(db);
  const programs = new ProgramsService(db);
  const pricing = new PricingService(db, aircraft, programs);
  return {
    offers: new OffersService(db),
    users: new UsersService(db),
    airports,
    aircraft,
    programs,
    pricing,
    estimates: new EstimateService(airports, pricing),
  };
}
