import type { EntityManager } from "typeorm";
import type { CompanySettings } from "../../modules/company/index.js";

// The demo's company settings: worded so nobody could take them for a real company's (the legal
// name says "Example", the numbers sit in ranges reserved for fiction, the addresses end in .example).
// A production database (SEED_DEMO_DATA=false) starts with none, and the pages show what admins enter.
export const DEMO_COMPANY_SETTINGS: CompanySettings = {
  legalName: "SkyCharter Example Ltd (demo data)",
  registeredAddress: "1 Example Street, London EC1A 0XX, United Kingdom (example)",
  companyNumber: "00000000",
  phone: "+1 (800) 555-0199",
  email: "info@skycharter.example",
  desks: [
    {
      name: "Americas (example)",
      region: "New York · Miami · Los Angeles",
      phone: "+1 (800) 555-0199",
      email: "americas@skycharter.example",
      hours: "24/7",
    },
    {
      name: "Europe (example)",
      region: "London · Paris",
      phone: "+44 20 7946 0199",
      email: "europe@skycharter.example",
      hours: "24/7",
    },
    {
      name: "Middle East & Africa (example)",
      region: "Dubai · Lagos",
      phone: "+1 (800) 555-0199",
      email: "mea@skycharter.example",
      hours: "24/7",
    },
    {
      name: "Asia Pacific (example)",
      region: "Singapore · Sydney",
      phone: "+61 2 5550 0199",
      email: "apac@skycharter.example",
      hours: "24/7",
    },
  ],
  leadership: [
    { name: "Alex Example", role: "Chief executive (example)", bio: "An example entry of the demo data." },
    { name: "Sam Sample", role: "Head of charter operations (example)", bio: "An example entry of the demo data." },
  ],
  figures: { foundedYear: null, fleetAccess: null, flightsArranged: null, clientSatisfactionPercent: null },
  certifications: ["Example certification (demo data)"],
  insurance: [{ cover: "Example broker's liability cover (demo data)", limitUsd: null }],
};

/** The example settings, only while none are saved (an admin's own stay as they are). */
export async function seedDemoCompany(tx: EntityManager): Promise<number> {
  const rows = (await tx.query(
    `INSERT INTO company_settings (id, settings) VALUES (true, $1::jsonb) ON CONFLICT (id) DO NOTHING RETURNING id`,
    [JSON.stringify(DEMO_COMPANY_SETTINGS)],
  )) as unknown[];
  return rows.length;
}
