import type { DataSource, EntityManager } from "typeorm";
import type { CatalogueCache } from "../catalogue/catalogue-cache.js";
import { AircraftCategorySettingEntity } from "./aircraft-category.entity.js";
import type { AircraftCategoryInfo } from "./aircraft-category.type.js";

export function toAircraftCategoryInfo(row: AircraftCategorySettingEntity): AircraftCategoryInfo {
  return {
    category: row.category,
    exampleAircraft: row.exampleAircraft,
    seats: row.seats,
    rangeNm: row.rangeNm,
    cruiseKt: row.cruiseKt,
    hourlyRateUsd: Math.round(row.hourlyRateUsdCents / 100),
    dailyMinimumHours: row.dailyMinimumMinutes / 60,
  };
}

export class AircraftService {
  constructor(
    private readonly db: DataSource,
    private readonly catalogue: CatalogueCache,
  ) {}

  /** The four categories, smallest first. */
  rows(manager: EntityManager = this.db.manager): Promise<AircraftCategorySettingEntity[]> {
    return manager.getRepository(AircraftCategorySettingEntity).find({ order: { sortOrder: "ASC" } });
  }

  /** The public list, cached until the catalogue changes. */
  categories(): Promise<AircraftCategoryInfo[]> {
    return this.catalogue.get("aircraftCategories", async () => (await this.rows()).map(toAircraftCategoryInfo));
  }
}
