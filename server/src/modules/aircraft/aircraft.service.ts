import type { DataSource, EntityManager } from "typeorm";
import { diffFields, type RowChange } from "../../core/audit.js";
import type { CatalogueCache } from "../../core/catalogue-cache.js";
import { AircraftCategorySettingEntity } from "./aircraft-category.entity.js";
import type { AircraftCategory } from "./aircraft-category.enum.js";
import type { AircraftCategoryInfo } from "./aircraft-category.js";

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

/** New figures for one category as staff give them (whole dollars, hours); omitted fields stay as they are. */
export interface CategoryFiguresChange {
  category: AircraftCategory;
  exampleAircraft?: string;
  seats?: number;
  rangeNm?: number;
  cruiseKt?: number;
  hourlyRateUsd?: number;
  dailyMinimumHours?: number;
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

  /** The four categories as the pricing settings show them, and when the latest of them changed. */
  async settings(
    manager: EntityManager = this.db.manager,
  ): Promise<{ categories: AircraftCategoryInfo[]; updatedAt: Date }> {
    const rows = await this.rows(manager);
    const updatedAt = rows.map((row) => row.updatedAt).reduce((a, b) => (a > b ? a : b), new Date(0));
    return { categories: rows.map(toAircraftCategoryInfo), updatedAt };
  }

  /**
   * Applies checked changes in the caller's transaction (pricing's update, which holds the rules
   * row's lock and writes the audit); returns what changed, category by category.
   */
  async update(tx: EntityManager, changes: readonly CategoryFiguresChange[]): Promise<RowChange[]> {
    const repo = tx.getRepository(AircraftCategorySettingEntity);
    const applied: RowChange[] = [];
    for (const c of changes) {
      const current = await repo.findOneByOrFail({ category: c.category });
      const change = diffFields(current, {
        exampleAircraft: c.exampleAircraft?.trim(),
        seats: c.seats,
        rangeNm: c.rangeNm,
        cruiseKt: c.cruiseKt,
        hourlyRateUsdCents: c.hourlyRateUsd === undefined ? undefined : c.hourlyRateUsd * 100,
        dailyMinimumMinutes: c.dailyMinimumHours === undefined ? undefined : Math.round(c.dailyMinimumHours * 60),
      });
      if (!change) continue;
      await repo.update({ category: c.category }, change.after);
      applied.push({ entity: "aircraft_category", entityId: c.category, ...change });
    }
    return applied;
  }

  /** The public list, cached until the catalogue changes. */
  categories(): Promise<AircraftCategoryInfo[]> {
    return this.catalogue.get("aircraftCategories", async () => (await this.rows()).map(toAircraftCategoryInfo));
  }
}
