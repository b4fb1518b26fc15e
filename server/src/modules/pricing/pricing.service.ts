import type { DataSource, EntityManager } from "typeorm";
import { badInput } from "../../core/errors.js";
import { AircraftCategorySettingEntity } from "../aircraft/aircraft-category.entity.js";
import { toAircraftCategoryInfo, type AircraftService } from "../aircraft/aircraft.service.js";
import type { CatalogueCache } from "../catalogue/catalogue-cache.js";
import { ProgramEntity } from "../programs/program.entity.js";
import { toProgram, type ProgramsService } from "../programs/programs.service.js";
import { diffFields, writeAudit, type AuditEntry } from "../audit/audit.js";
import type { CategoryFigures, EstimateRules } from "./estimate.js";
import { PricingSettingEntity } from "./pricing-setting.entity.js";
import type { PricingInput } from "./pricing.input.js";
import type { PricingSettings } from "./pricing.type.js";
import { validatePricingInput } from "./pricing.validation.js";

const AUDIT_ACTION = "pricing.update";

/** A category's settings as the estimate reads them. */
export function toCategoryFigures(row: AircraftCategorySettingEntity): CategoryFigures {
  return {
    category: row.category,
    seats: row.seats,
    rangeNm: row.rangeNm,
    cruiseKt: row.cruiseKt,
    hourlyRateUsdCents: row.hourlyRateUsdCents,
    dailyMinimumMinutes: row.dailyMinimumMinutes,
  };
}

export class PricingService {
  constructor(
    private readonly db: DataSource,
    private readonly aircraft: AircraftService,
    private readonly programs: ProgramsService,
    private readonly catalogue: CatalogueCache,
  ) {}

  private rulesRow(manager: EntityManager = this.db.manager): Promise<PricingSettingEntity> {
    return manager.getRepository(PricingSettingEntity).findOneByOrFail({ id: true });
  }

  async settings(manager: EntityManager = this.db.manager): Promise<PricingSettings> {
    // One after another: inside a transaction the three share one connection.
    const rules = await this.rulesRow(manager);
    const categories = await this.aircraft.rows(manager);
    const programs = await this.programs.rows(manager);
    const updatedAt = [
      rules.updatedAt,
      ...categories.map((c) => c.updatedAt),
      ...programs.map((p) => p.updatedAt),
    ].reduce((a, b) => (a > b ? a : b));
    return {
      categories: categories.map(toAircraftCategoryInfo),
      programs: programs.map(toProgram),
      routingFactorPercent: rules.routingFactorPercent,
      taxiMinutes: rules.taxiMinutes,
      rangePercent: rules.rangePercent,
      fuelStopRangePercent: rules.fuelStopRangePercent,
      staleLeadDays: rules.staleLeadDays,
      updatedAt,
    };
  }

  /** What the estimate needs: the rules and every category's figures, smallest first. */
  async estimateInputs(): Promise<{ rules: EstimateRules; categories: CategoryFigures[] }> {
    const [row, categories] = await Promise.all([this.rulesRow(), this.aircraft.rows()]);
    const { routingFactorPercent, taxiMinutes, rangePercent, fuelStopRangePercent } = row;
    return {
      rules: { routingFactorPercent, taxiMinutes, rangePercent, fuelStopRangePercent },
      categories: categories.map(toCategoryFigures),
    };
  }

  /** Validates, applies and audits the changes in one transaction; concurrent updates queue on the rules row. */
  async update(input: PricingInput, actorUserId: string | null): Promise<PricingSettings> {
    const problems = validatePricingInput(input);
    if (problems.length) throw badInput(problems);
    // Other copies hear of the change from the tables' triggers; this one drops its cache once the commit is done.
    return this.db
      .transaction(async (tx) => {
        const audit: AuditEntry[] = [];
        const record = (entity: string, entityId: string, change: ReturnType<typeof diffFields>) => {
          if (change) audit.push({ actorUserId, action: AUDIT_ACTION, entity, entityId, ...change });
        };
        const rulesRepo = tx.getRepository(PricingSettingEntity);
        const rules = await rulesRepo.findOneOrFail({ where: { id: true }, lock: { mode: "pessimistic_write" } });
        const rulesChange = diffFields(rules, {
          routingFactorPercent: input.routingFactorPercent,
          taxiMinutes: input.taxiMinutes,
          rangePercent: input.rangePercent,
          fuelStopRangePercent: input.fuelStopRangePercent,
          staleLeadDays: input.staleLeadDays,
        });
        if (rulesChange) await rulesRepo.update({ id: true }, rulesChange.after);
        record("pricing_setting", "default", rulesChange);

        const categoryRepo = tx.getRepository(AircraftCategorySettingEntity);
        for (const c of input.categories ?? []) {
          const current = await categoryRepo.findOneByOrFail({ category: c.category });
          const change = diffFields(current, {
            exampleAircraft: c.exampleAircraft?.trim(),
            seats: c.seats,
            rangeNm: c.rangeNm,
            cruiseKt: c.cruiseKt,
            hourlyRateUsdCents: c.hourlyRateUsd === undefined ? undefined : c.hourlyRateUsd * 100,
            dailyMinimumMinutes: c.dailyMinimumHours === undefined ? undefined : Math.round(c.dailyMinimumHours * 60),
          });
          if (change) await categoryRepo.update({ category: c.category }, change.after);
          record("aircraft_category", c.category, change);
        }

        const programRepo = tx.getRepository(ProgramEntity);
        for (const p of input.programs ?? []) {
          if (p.mostPopular === true) {
            for (const other of await programRepo.findBy({ mostPopular: true })) {
              if (other.code === p.code) continue;
              await programRepo.update({ code: other.code }, { mostPopular: false });
              record("program", other.code, { before: { mostPopular: true }, after: { mostPopular: false } });
            }
          }
          const current = await programRepo.findOneByOrFail({ code: p.code });
          const change = diffFields(current, {
            fromPriceUsdCents:
              p.fromPriceUsd === undefined ? undefined : p.fromPriceUsd === null ? null : p.fromPriceUsd * 100,
            mostPopular: p.mostPopular,
          });
          if (change) await programRepo.update({ code: p.code }, change.after);
          record("program", p.code, change);
        }

        await writeAudit(tx, audit);
        return this.settings(tx);
      })
      .finally(() => this.catalogue.clear());
  }
}
