import type { DataSource, EntityManager } from "typeorm";
import type { CatalogueCache } from "../catalogue/catalogue-cache.js";
import { ProgramEntity } from "./program.entity.js";
import type { Program } from "./program.type.js";

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

export class ProgramsService {
  constructor(
    private readonly db: DataSource,
    private readonly catalogue: CatalogueCache,
  ) {}

  rows(manager: EntityManager = this.db.manager): Promise<ProgramEntity[]> {
    return manager.getRepository(ProgramEntity).find({ order: { sortOrder: "ASC" } });
  }

  /** The public list, cached until the catalogue changes. */
  list(): Promise<Program[]> {
    return this.catalogue.get("programs", async () => (await this.rows()).map(toProgram));
  }
}
