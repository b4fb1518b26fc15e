import { Column, Entity, PrimaryColumn, UpdateDateColumn } from "typeorm";
import { ProgramCode, ProgramPriceUnit } from "./program.enums.js";

export interface ProgramFeatureRow {
  key: string;
  label: string;
}

@Entity({ name: "program" })
export class ProgramEntity {
  @PrimaryColumn({ type: "text" })
  code!: ProgramCode;

  @Column({ type: "text" })
  name!: string;

  @Column({ type: "text" })
  summary!: string;

  @Column({ type: "jsonb" })
  features!: ProgramFeatureRow[];

  @Column({ name: "price_unit", type: "enum", enum: ProgramPriceUnit, enumName: "program_price_unit" })
  priceUnit!: ProgramPriceUnit;

  /** Staff-set starting price in US cents; null shows no "from" figure. */
  @Column({ name: "from_price_usd_cents", type: "integer", nullable: true })
  fromPriceUsdCents!: number | null;

  @Column({ name: "most_popular", type: "boolean" })
  mostPopular!: boolean;

  @Column({ name: "sort_order", type: "smallint" })
  sortOrder!: number;

  @UpdateDateColumn({ name: "updated_at", type: "timestamptz" })
  updatedAt!: Date;
}
