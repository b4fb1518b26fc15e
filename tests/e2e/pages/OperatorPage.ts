import type { Locator, Page } from "@playwright/test";

/** /admin/operators/:id: one operator's papers, audits, contacts and fleet, and the fleet file import. */
export class OperatorPage {
  readonly heading: Locator;
  readonly quotable: Locator;
  readonly warnings: Locator;
  readonly papers: Locator;
  readonly audits: Locator;
  readonly contacts: Locator;
  readonly fleetRows: Locator;
  readonly backToOperators: Locator;
  readonly fleetImport: FleetImportForm;

  constructor(readonly page: Page) {
    this.heading = page.getByRole("heading", { level: 1 });
    this.quotable = page.getByTestId("operator-quotable");
    this.warnings = page.getByTestId("operator-warning");
    this.papers = page.getByTestId("operator-papers");
    this.audits = page.getByTestId("operator-audits");
    this.contacts = page.getByTestId("operator-contacts");
    this.fleetRows = page.getByTestId("fleet-row");
    this.backToOperators = page.getByRole("link", { name: "Back to operators" });
    this.fleetImport = new FleetImportForm(page.getByRole("region", { name: "Import a fleet file" }));
  }

  /** The fleet table's row of one aircraft, by its registration. */
  aircraft(registration: string): Locator {
    return this.fleetRows.and(this.page.locator(`[data-registration="${registration}"]`));
  }
}

/** "Import a fleet file": paste a CSV, import it, read the report. */
export class FleetImportForm {
  readonly csv: Locator;
  readonly submit: Locator;
  readonly report: Locator;
  readonly summary: Locator;
  readonly rejectedRows: Locator;

  constructor(readonly root: Locator) {
    this.csv = root.getByLabel("Paste the CSV");
    this.submit = root.getByRole("button", { name: "Import fleet" });
    this.report = root.getByTestId("import-report");
    this.summary = root.getByTestId("import-summary");
    this.rejectedRows = root.getByTestId("rejected-row");
  }

  async importCsv(text: string): Promise<void> {
    await this.csv.fill(text);
    await this.submit.click();
  }

  /** The report's lines for one row of the file (one per faulty cell), by the row's number. */
  rejectedRow(row: number): Locator {
    return this.rejectedRows.and(this.root.locator(`[data-row="${row}"]`));
  }
}
