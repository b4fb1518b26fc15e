import type { DataSource, EntityManager } from "typeorm";
import { diffFields, type RowChange } from "../../core/audit.js";
import type { CatalogueCache } from "../../core/catalogue-cache.js";
import { ProgramEntity } from "./program.entity.js";
import type { ProgramCode } from "./program.enums.js";
import type { Program } from "./program.js";

export function toProgram(row: ProgramEntity): Program {
  return {
    code: row.code,
    name: row.name,
    summary: row.summary,
    features: row.features.map(({ key, label }) => ({ key, label })),
    priceUnit: row.priceUnit,
    fromPriceUsd: row.fromPriceUsdCents === null ? null : Math.round(row.fromPriceUsdCents / 100),
    mostPopular: row.mostPopular,
  };
}

/** A programme's from-price (whole dollars, null for none) and badge as staff give them; omitted fields stay. */
export interface ProgramPriceChange {
  code: ProgramCode;
  fromPriceUsd?: number | null;
  mostPopular?: boolean;
}

export class ProgramsService {
  constructor(
    private readonly db: DataSource,
    private readonly catalogue: CatalogueCache,
  ) {}

  rows(manager: EntityManager = this.db.manager): Promise<ProgramEntity[]> {
    return manager.getRepository(ProgramEntity).find({ order: { sortOrder: "ASC" } });
  }

  /** The programmes as the pricing settings show them, and when the latest of them changed. */
  async settings(manager: EntityManager = this.db.manager): Promise<{ programs: Program[]; updatedAt: Date }> {
    const rows = await this.rows(manager);
    const updatedAt = rows.map((row) => row.updatedAt).reduce((a, b) => (a > b ? a : b), new Date(0));
    return { programs: rows.map(toProgram), updatedAt };
  }

  /**
   * Applies checked changes in the caller's transaction (pricing's update, which writes the audit);
   * the Most Popular badge moves, so giving it to one programme takes it from the others. Returns
   * what changed, in the order it was written.
   */
  async updatePrices(tx: EntityManager, changes: readonly ProgramPriceChange[]): Promise<RowChange[]> {
    const repo = tx.getRepository(ProgramEntity);
    const applied: RowChange[] = [];
    for (const p of changes) {
      if (p.mostPopular === true) {
        for (const other of await repo.findBy({ mostPopular: true })) {
          if (other.code === p.code) continue;
          await repo.update({ code: other.code }, { mostPopular: false });
          applied.push({
            entity: "program",
            entityId: other.code,
            before: { mostPopular: true },
            after: { mostPopular: false },
          });
        }
      }
      const current = await repo.findOneByOrFail({ code: p.code });
      const change = diffFields(current, {
        fromPriceUsdCents:
          p.fromPriceUsd === undefined ? undefined : p.fromPriceUsd === null ? null : p.fromPriceUsd * 100,
        mostPopular: p.mostPopular,
      });
      if (!change) continue;
      await repo.update({ code: p.code }, change.after);
      applied.push({ entity: "program", entityId: p.code, ...change });
    }
    return applied;
  }

  /** The public list, cached until the catalogue changes. */
  list(): Promise<Program[]> {
    return this.catalogue.get("programs", async () => (await this.rows()).map(toProgram));
  }
}
