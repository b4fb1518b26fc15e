import type { EntityManager } from "typeorm";
import { AircraftCategory } from "../../modules/aircraft/aircraft-category.enum.js";
import type { AirportPoint } from "../../modules/airports/index.js";
import { FleetAircraftEntity } from "../../modules/operators/fleet-aircraft.entity.js";
import { OperatorEntity } from "../../modules/operators/operator.entity.js";
import { SafetyRating } from "../../modules/operators/operators.enums.js";

// Demo data: made-up operators ("(demo)" in each name, marked demo), so the back office's operator
// pages and fleet suggestions have something to show. Papers are dated from the day of seeding: most
// are valid, one insurance runs out within the month (a warning) and one has lapsed (not quotable).

const { LIGHT, MIDSIZE, LARGE, ULTRA } = AircraftCategory;

interface DemoAircraft {
  registration: string;
  typeName: string;
  category: AircraftCategory;
  yearOfManufacture: number;
  yearOfRefurbishment?: number;
  seats: number;
  base: string;
  wifi?: boolean;
  lavatory?: boolean;
  petsAllowed?: boolean;
}

interface DemoOperator {
  name: string;
  aocNumber: string;
  country: string;
  /** Days from the seeding day. */
  aocDays: number;
  insuranceDays: number;
  audits: { rating: SafetyRating; days: number }[];
  contacts: { name: string; email: string; phone: string; language: "en" | "es" | "ar" | "zh" }[];
  fleet: DemoAircraft[];
}

export const DEMO_OPERATORS: readonly DemoOperator[] = [
  {
    name: "Aurora Jet Charter (demo)",
    aocNumber: "GB-DEMO-0142",
    country: "GB",
    aocDays: 420,
    insuranceDays: 240,
    audits: [
      { rating: SafetyRating.ARGUS_PLATINUM, days: 300 },
      { rating: SafetyRating.IS_BAO_STAGE_3, days: 500 },
    ],
    contacts: [
      { name: "Charter desk", email: "charter@aurora-jets.example", phone: "+44 20 7946 0142", language: "en" },
    ],
    fleet: [
      {
        registration: "G-DEMA",
        typeName: "Phenom 300E",
        category: LIGHT,
        yearOfManufacture: 2019,
        seats: 7,
        base: "FAB",
        wifi: true,
        lavatory: true,
      },
      {
        registration: "G-DEMB",
        typeName: "Citation XLS+",
        category: MIDSIZE,
        yearOfManufacture: 2014,
        yearOfRefurbishment: 2022,
        seats: 9,
        base: "FAB",
        wifi: true,
        lavatory: true,
        petsAllowed: true,
      },
      {
        registration: "G-DEMC",
        typeName: "Challenger 650",
        category: LARGE,
        yearOfManufacture: 2017,
        seats: 12,
        base: "LTN",
        wifi: true,
        lavatory: true,
        petsAllowed: true,
      },
    ],
  },
  {
    name: "Meridian Executive Air (demo)",
    aocNumber: "DM7C135Q",
    country: "US",
    aocDays: 700,
    // Runs out within the month: the operator list warns of it.
    insuranceDays: 18,
    audits: [{ rating: SafetyRating.WYVERN_WINGMAN, days: 200 }],
    contacts: [
      { name: "Dana Ortiz", email: "dispatch@meridian-air.example", phone: "+1 201 555 0134", language: "en" },
      { name: "Lucía Pérez", email: "ventas@meridian-air.example", phone: "+1 305 555 0178", language: "es" },
    ],
    fleet: [
      {
        registration: "N510DM",
        typeName: "Citation CJ4",
        category: LIGHT,
        yearOfManufacture: 2016,
        seats: 8,
        base: "TEB",
        lavatory: true,
      },
      {
        registration: "N350DM",
        typeName: "Challenger 350",
        category: MIDSIZE,
        yearOfManufacture: 2020,
        seats: 10,
        base: "TEB",
        wifi: true,
        lavatory: true,
        petsAllowed: true,
      },
      {
        registration: "N750DM",
        typeName: "Global 7500",
        category: ULTRA,
        yearOfManufacture: 2021,
        seats: 17,
        base: "VNY",
        wifi: true,
        lavatory: true,
        petsAllowed: true,
      },
      {
        registration: "N650DM",
        typeName: "Gulfstream G650ER",
        category: ULTRA,
        yearOfManufacture: 2018,
        yearOfRefurbishment: 2023,
        seats: 16,
        base: "OPF",
        wifi: true,
        lavatory: true,
      },
    ],
  },
  {
    name: "Sahara Skyways (demo)",
    aocNumber: "AE-DEMO-0093",
    country: "AE",
    aocDays: 380,
    insuranceDays: 330,
    // The audit ends soon: warned, still quotable.
    audits: [{ rating: SafetyRating.ARGUS_GOLD_PLUS, days: 12 }],
    contacts: [{ name: "Omar Haddad", email: "ops@sahara-skyways.example", phone: "+971 4 555 0193", language: "ar" }],
    fleet: [
      {
        registration: "A6-DMA",
        typeName: "Falcon 7X",
        category: LARGE,
        yearOfManufacture: 2015,
        yearOfRefurbishment: 2021,
        seats: 14,
        base: "DWC",
        wifi: true,
        lavatory: true,
      },
      {
        registration: "A6-DMB",
        typeName: "Gulfstream G650",
        category: ULTRA,
        yearOfManufacture: 2016,
        seats: 16,
        base: "DWC",
        wifi: true,
        lavatory: true,
      },
    ],
  },
  {
    name: "Costa Brava Jets (demo)",
    aocNumber: "ES-DEMO-021",
    country: "ES",
    aocDays: 260,
    // Lapsed last week: not quotable until staff record the renewal.
    insuranceDays: -6,
    audits: [{ rating: SafetyRating.IS_BAO_STAGE_1, days: 90 }],
    contacts: [
      { name: "Jordi Vidal", email: "operaciones@costabrava-jets.example", phone: "+34 93 555 0121", language: "es" },
    ],
    fleet: [
      {
        registration: "EC-DMA",
        typeName: "Learjet 75",
        category: LIGHT,
        yearOfManufacture: 2014,
        seats: 7,
        base: "BCN",
        lavatory: true,
      },
      {
        registration: "EC-DMB",
        typeName: "Citation Latitude",
        category: MIDSIZE,
        yearOfManufacture: 2018,
        seats: 9,
        base: "MAD",
        wifi: true,
        lavatory: true,
        petsAllowed: true,
      },
    ],
  },
  {
    name: "Jade Crane Aviation (demo)",
    aocNumber: "HK-DEMO-88",
    country: "HK",
    aocDays: 540,
    insuranceDays: 150,
    audits: [{ rating: SafetyRating.IS_BAO_STAGE_2, days: 400 }],
    contacts: [{ name: "Chen Wei", email: "charter@jadecrane.example", phone: "+852 5550 0188", language: "zh" }],
    fleet: [
      {
        registration: "B-LDM",
        typeName: "Legacy 500",
        category: MIDSIZE,
        yearOfManufacture: 2017,
        seats: 9,
        base: "HKG",
        wifi: true,
        lavatory: true,
      },
      {
        registration: "B-LDN",
        typeName: "Global 6000",
        category: ULTRA,
        yearOfManufacture: 2015,
        yearOfRefurbishment: 2022,
        seats: 14,
        base: "HKG",
        wifi: true,
        lavatory: true,
      },
    ],
  },
];

/** The airports the demo fleets are based at, to look up before the seed's transaction. */
export const DEMO_OPERATOR_BASES = [...new Set(DEMO_OPERATORS.flatMap((o) => o.fleet.map((a) => a.base)))];

const day = (now: Date, days: number) => new Date(now.getTime() + days * 86_400_000).toISOString().slice(0, 10);

/** Inserts the demo operators and their fleets; an aircraft whose base is not in `bases` is left out. */
export async function seedDemoOperators(
  tx: EntityManager,
  bases: ReadonlyMap<string, AirportPoint>,
  now: Date,
): Promise<{ operators: number; aircraft: number }> {
  // A name or registration taken already (staff made it before the demo came) is skipped, never a failed start.
  let operators = 0;
  let aircraft = 0;
  for (const demo of DEMO_OPERATORS) {
    const inserted = await tx
      .createQueryBuilder()
      .insert()
      .into(OperatorEntity)
      .values({
        name: demo.name,
        aocNumber: demo.aocNumber,
        aocExpiresOn: day(now, demo.aocDays),
        countryCode: demo.country,
        insuranceExpiresOn: day(now, demo.insuranceDays),
        safetyAudits: demo.audits.map((a) => ({ rating: a.rating, expiresOn: day(now, a.days) })),
        contacts: demo.contacts,
        notes: "Demo data: a made-up operator for trying the back office.",
        demo: true,
      })
      .orIgnore()
      .returning(["id"])
      .execute();
    const operatorId = (inserted.raw as { id: string }[])[0]?.id;
    if (!operatorId) continue;
    operators++;
    const fleet = demo.fleet.flatMap((a) => {
      const base = bases.get(a.base);
      if (!base) return [];
      return [
        {
          operatorId,
          registration: a.registration,
          typeName: a.typeName,
          category: a.category,
          yearOfManufacture: a.yearOfManufacture,
          yearOfRefurbishment: a.yearOfRefurbishment ?? null,
          seats: a.seats,
          baseAirportId: base.id,
          baseAirportCode: base.code,
          wifi: a.wifi ?? false,
          lavatory: a.lavatory ?? false,
          petsAllowed: a.petsAllowed ?? false,
        },
      ];
    });
    if (fleet.length === 0) continue;
    const added = await tx
      .createQueryBuilder()
      .insert()
      .into(FleetAircraftEntity)
      .values(fleet)
      .orIgnore()
      .returning(["id"])
      .execute();
    aircraft += (added.raw as unknown[]).length;
  }
  return { operators, aircraft };
}
