import type { DataSource } from "typeorm";
import { diffFields, writeAudit } from "../../core/audit.js";
import type { CatalogueCache } from "../../core/catalogue-cache.js";
import { checkedSettings } from "./company-checks.js";
import { EMPTY_COMPANY_SETTINGS, type CompanySettings } from "./company.js";

/** The company's public facts: read by every public page (through the catalogue cache), edited by admins. */
export class CompanyService {
  constructor(
    private readonly db: DataSource,
    private readonly catalogue: CatalogueCache,
  ) {}

  /** The settings as last saved; all empty until an admin (or the demo seed) fills them. */
  settings(): Promise<CompanySettings> {
    return this.catalogue.get("companySettings", () => this.load());
  }

  /** Replaces every field after checking them; audited with the fields that changed. */
  async update(input: CompanySettings, actorUserId: string): Promise<CompanySettings> {
    const next = checkedSettings(input);
    try {
      await this.db.transaction(async (tx) => {
        // Other copies hear of it from the table's trigger; this one drops its cache once committed (finally).
        const [row] = (await tx.query(`SELECT settings FROM company_settings WHERE id FOR UPDATE`)) as {
          settings: CompanySettings;
        }[];
        const current = { ...EMPTY_COMPANY_SETTINGS, ...row?.settings };
        const diff = diffFields(flat(current), flat(next));
        if (!diff) return;
        await tx.query(
          `INSERT INTO company_settings (id, settings, updated_by) VALUES (true, $1::jsonb, $2)
           ON CONFLICT (id) DO UPDATE SET settings = EXCLUDED.settings, updated_by = EXCLUDED.updated_by, updated_at = now()`,
          [JSON.stringify(next), actorUserId],
        );
        await writeAudit(tx, [
          { actorUserId, action: "company.update", entity: "company_settings", entityId: null, ...diff },
        ]);
      });
    } finally {
      this.catalogue.clear();
    }
    return this.settings();
  }

  private async load(): Promise<CompanySettings> {
    const [row] = (await this.db.query(`SELECT settings FROM company_settings WHERE id`)) as {
      settings: Partial<CompanySettings>;
    }[];
    return { ...EMPTY_COMPANY_SETTINGS, ...row?.settings };
  }
}

/** Lists and the figures compared as JSON with sorted keys (jsonb keeps its own order), so the audit names the parts that changed. */
const flat = (s: CompanySettings): Record<string, unknown> =>
  Object.fromEntries(
    Object.entries(s).map(([key, value]) => [
      key,
      typeof value === "object" ? JSON.stringify(value, sortedKeys) : value,
    ]),
  );

const sortedKeys = (_key: string, value: unknown): unknown =>
  value && typeof value === "object" && !Array.isArray(value)
    ? Object.fromEntries(Object.entries(value).toSorted(([a], [b]) => a.localeCompare(b)))
    : value;
