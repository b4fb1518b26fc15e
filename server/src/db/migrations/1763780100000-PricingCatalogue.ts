import type { MigrationInterface, QueryRunner } from "typeorm";

const feature = (key: string, label: string) => ({ key, label });

// Figures the estimate engine and the programmes page read. Every value is a typical market default
// that staff change through updatePricing; the rows are
// created here because the site cannot quote or list programmes without them.
export class PricingCatalogue1763780100000 implements MigrationInterface {
  name = "PricingCatalogue1763780100000";

  async up(q: QueryRunner): Promise<void> {
    await q.query(`
      CREATE TABLE aircraft_category_setting (
        category aircraft_category PRIMARY KEY,
        example_aircraft text NOT NULL CHECK (length(example_aircraft) BETWEEN 1 AND 120),
        seats smallint NOT NULL CHECK (seats BETWEEN 1 AND 19),
        range_nm integer NOT NULL CHECK (range_nm BETWEEN 100 AND 10000),
        cruise_kt integer NOT NULL CHECK (cruise_kt BETWEEN 100 AND 700),
        hourly_rate_usd_cents integer NOT NULL CHECK (hourly_rate_usd_cents > 0),
        daily_minimum_minutes smallint NOT NULL CHECK (daily_minimum_minutes BETWEEN 0 AND 600),
        sort_order smallint NOT NULL,
        updated_at timestamptz NOT NULL DEFAULT now()
      )`);
    // Midsize spans 8–10 seats, 2,100–3,200 nm, 440–460 kt and $9,800–12,500/h in the domain
    // notes: the defaults take the top seat count and the middle of each other range.
    await q.query(`
      INSERT INTO aircraft_category_setting
        (category, example_aircraft, seats, range_nm, cruise_kt, hourly_rate_usd_cents, daily_minimum_minutes, sort_order)
      VALUES
        ('light', 'Phenom 300', 8, 1970, 450, 830000, 60, 1),
        ('midsize', 'Citation XLS+ / Challenger 350', 10, 2650, 450, 1115000, 90, 2),
        ('large', 'Challenger 650', 12, 4000, 470, 1520000, 120, 3),
        ('ultra', 'Global 7500 / G650ER', 19, 7600, 488, 1915000, 120, 4)`);

    // One row: the engine's rules.
    await q.query(`
      CREATE TABLE pricing_setting (
        id boolean PRIMARY KEY DEFAULT true CHECK (id),
        routing_factor_percent smallint NOT NULL CHECK (routing_factor_percent BETWEEN 100 AND 150),
        taxi_minutes smallint NOT NULL CHECK (taxi_minutes BETWEEN 0 AND 60),
        range_percent smallint NOT NULL CHECK (range_percent BETWEEN 0 AND 50),
        fuel_stop_range_percent smallint NOT NULL CHECK (fuel_stop_range_percent BETWEEN 50 AND 100),
        updated_at timestamptz NOT NULL DEFAULT now()
      )`);
    await q.query(`
      INSERT INTO pricing_setting (routing_factor_percent, taxi_minutes, range_percent, fuel_stop_range_percent)
      VALUES (107, 12, 15, 85)`);

    await q.query(`CREATE TYPE program_price_unit AS ENUM ('hour', 'year', 'custom')`);
    await q.query(`
      CREATE TABLE program (
        code text PRIMARY KEY CHECK (code IN ('ON_DEMAND', 'MEMBERSHIP', 'CORPORATE')),
        name text NOT NULL,
        summary text NOT NULL,
        features jsonb NOT NULL,
        price_unit program_price_unit NOT NULL,
        from_price_usd_cents integer CHECK (from_price_usd_cents > 0),
        most_popular boolean NOT NULL DEFAULT false,
        sort_order smallint NOT NULL,
        updated_at timestamptz NOT NULL DEFAULT now(),
        CHECK (price_unit <> 'custom' OR from_price_usd_cents IS NULL)
      )`);
    await q.query(`CREATE UNIQUE INDEX program_one_most_popular ON program (most_popular) WHERE most_popular`);
    const programs = [
      {
        code: "ON_DEMAND",
        name: "On-Demand",
        summary: "Pay per flight, with no commitment.",
        features: [
          feature("pay-per-flight", "Pay per flight"),
          feature("no-commitment", "No commitment"),
          feature("hourly-pricing", "Priced by the flight hour"),
        ],
        unit: "hour",
        // The light category's default hourly rate: the lowest of the four.
        fromCents: 830000,
        popular: false,
      },
      {
        code: "MEMBERSHIP",
        name: "Membership",
        summary: "Guaranteed availability all year at fixed hourly rates.",
        features: [
          feature("guaranteed-availability", "Guaranteed 365-day availability"),
          feature("fixed-hourly-rates", "Fixed hourly rates"),
          feature("priority-scheduling", "Priority scheduling"),
          feature("catering", "Catering"),
          feature("account-manager", "Dedicated account manager"),
          feature("tax-benefits", "Tax benefits"),
          feature("empty-leg-discounts", "Empty-leg discounts"),
          feature("family-access", "Family access"),
          feature("rollover-hours", "Rollover hours"),
        ],
        unit: "year",
        // No yearly figure in the sources: staff set one; until then no "from" price is shown.
        fromCents: null,
        popular: true,
      },
      {
        code: "CORPORATE",
        name: "Corporate",
        summary: "Custom agreements for companies that fly often.",
        features: [
          feature("custom-pricing", "Custom pricing"),
          feature("custom-agreements", "Custom agreements"),
          feature("volume-discounts", "Volume discounts"),
          feature("dedicated-fleet", "Dedicated fleet access"),
          feature("multi-user-booking", "Multi-user booking"),
          feature("expense-reporting", "Expense reporting integration"),
          feature("safety-briefings", "Safety briefings"),
          feature("priority-support", "24/7 priority support"),
        ],
        unit: "custom",
        fromCents: null,
        popular: false,
      },
    ];
    for (const [index, p] of programs.entries()) {
      await q.query(
        `INSERT INTO program (code, name, summary, features, price_unit, from_price_usd_cents, most_popular, sort_order)
         VALUES ($1, $2, $3, $4::jsonb, $5, $6, $7, $8)`,
        [p.code, p.name, p.summary, JSON.stringify(p.features), p.unit, p.fromCents, p.popular, index + 1],
      );
    }
  }

  async down(q: QueryRunner): Promise<void> {
    await q.query(`DROP TABLE program`);
    await q.query(`DROP TYPE program_price_unit`);
    await q.query(`DROP TABLE pricing_setting`);
    await q.query(`DROP TABLE aircraft_category_setting`);
  }
}
