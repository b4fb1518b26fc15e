import type { DataSource, EntityManager } from "typeorm";
import { badInput } from "../../core/errors.js";
import type { AircraftService } from "../aircraft/index.js";
import type { CatalogueCache } from "../../core/catalogue-cache.js";
import type { ProgramsService } from "../programs/index.js";
import { diffFields, writeAudit, type RowChange } from "../../core/audit.js";
import type { CategoryFigures, EstimateRules } from "./estimate.js";
import { PricingSettingEntity } from "./pricing-setting.entity.js";
import type {
  CancellationTier,
  MarginRules,
  PaymentRules,
  PricingChanges,
  PricingSettings,
} from "./pricing-settings.js";
import { validatePricingInput } from "./pricing.validation.js";

const AUDIT_ACTION = "pricing.update";

/** A category's settings as the estimate reads them (the row's other columns left behind). */
export function toCategoryFigures(row: CategoryFigures): CategoryFigures {
  return {
    category: row.category,
    seats: row.seats,
    rangeNm: row.rangeNm,
    cruiseKt: row.cruiseKt,
    hourlyRateUsdCents: row.hourlyRateUsdCents,
    dailyMinimumMinutes: row.dailyMinimumMinutes,
  };
}

/** The longest notice first, as the schedule is read and shown. */
const sortedTiers = (tiers: CancellationTier[]): CancellationTier[] =>
  tiers.map(({ daysBefore, percent }) => ({ daysBefore, percent })).toSorted((a, b) => b.daysBefore - a.daysBefore);

function paymentRulesOf(row: PricingSettingEntity): PaymentRules {
  return {
    depositPercent: row.depositPercent,
    depositDueDays: row.depositDueDays,
    balanceDueDays: row.balanceDueDays,
    paymentReminderDays: row.paymentReminderDays,
    cancellationSchedule: sortedTiers(row.cancellationSchedule),
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
    const { categories, updatedAt: categoriesAt } = await this.aircraft.settings(manager);
    const { programs, updatedAt: programsAt } = await this.programs.settings(manager);
    const updatedAt = [rules.updatedAt, categoriesAt, programsAt].reduce((a, b) => (a > b ? a : b));
    return {
      categories,
      programs,
      routingFactorPercent: rules.routingFactorPercent,
      taxiMinutes: rules.taxiMinutes,
      rangePercent: rules.rangePercent,
      fuelStopRangePercent: rules.fuelStopRangePercent,
      staleLeadDays: rules.staleLeadDays,
      marginDefaultPercent: rules.marginDefaultPercent,
      marginMinimumUsd: rules.marginMinimumUsd,
      ...paymentRulesOf(rules),
      updatedAt,
    };
  }

  /** The margin rules for quotes made from operators' answers. */
  async marginRules(): Promise<MarginRules> {
    const { marginDefaultPercent, marginMinimumUsd } = await this.rulesRow();
    return { marginDefaultPercent, marginMinimumUsd };
  }

  /** The deposit, balance and reminder rules and the cancellation schedule, as they stand now. */
  async paymentRules(manager: EntityManager = this.db.manager): Promise<PaymentRules> {
    return paymentRulesOf(await this.rulesRow(manager));
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
  async update(input: PricingChanges, actorUserId: string | null): Promise<PricingSettings> {
    const problems = validatePricingInput(input);
    if (problems.length) throw badInput(problems);
    // Other copies hear of the change from the tables' triggers; this one drops its cache once the commit is done.
    return this.db
      .transaction(async (tx) => {
        const rulesRepo = tx.getRepository(PricingSettingEntity);
        const rules = await rulesRepo.findOneOrFail({ where: { id: true }, lock: { mode: "pessimistic_write" } });
        const rulesChange = diffFields(rules, {
          routingFactorPercent: input.routingFactorPercent,
          taxiMinutes: input.taxiMinutes,
          rangePercent: input.rangePercent,
          fuelStopRangePercent: input.fuelStopRangePercent,
          staleLeadDays: input.staleLeadDays,
          marginDefaultPercent: input.marginDefaultPercent,
          marginMinimumUsd: input.marginMinimumUsd,
          depositPercent: input.depositPercent,
          depositDueDays: input.depositDueDays,
          balanceDueDays: input.balanceDueDays,
          paymentReminderDays: input.paymentReminderDays,
        });
        const schedule = input.cancellationSchedule && sortedTiers(input.cancellationSchedule);
        const scheduleChange =
          schedule && JSON.stringify(schedule) !== JSON.stringify(rules.cancellationSchedule)
            ? {
                before: { cancellationSchedule: rules.cancellationSchedule },
                after: { cancellationSchedule: schedule },
              }
            : null;
        if (scheduleChange) await rulesRepo.update({ id: true }, { cancellationSchedule: schedule });
        if (rulesChange) await rulesRepo.update({ id: true }, rulesChange.after);
        const changes: RowChange[] = [
          ...(rulesChange ? [{ entity: "pricing_setting", entityId: "default", ...rulesChange }] : []),
          ...(scheduleChange ? [{ entity: "pricing_setting", entityId: "default", ...scheduleChange }] : []),
          ...(await this.aircraft.update(tx, input.categories ?? [])),
          ...(await this.programs.updatePrices(tx, input.programs ?? [])),
        ];
        const audit = changes.map((change) => ({ actorUserId, action: AUDIT_ACTION, ...change }));
        await writeAudit(tx, audit);
        return this.settings(tx);
      })
      .finally(() => this.catalogue.clear());
  }
}
