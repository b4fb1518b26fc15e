import type { Locator, Page } from "@playwright/test";

/** /admin/analytics: the summary figures and charts over a date range, each chart with its table and CSV. */
export class AnalyticsPage {
  readonly heading: Locator;
  readonly dashboardLink: Locator;
  readonly range: Locator;
  readonly from: Locator;
  readonly to: Locator;
  readonly apply: Locator;
  readonly emptyState: Locator;
  /** Every chart drawing on the page. */
  readonly drawings: Locator;

  constructor(readonly page: Page) {
    this.heading = page.getByRole("heading", { level: 1 });
    this.dashboardLink = page.getByRole("link", { name: "Dashboard", exact: true });
    this.range = page.getByRole("combobox", { name: "Date range" });
    this.from = page.getByLabel("From");
    this.to = page.getByLabel("To", { exact: true });
    this.apply = page.getByRole("button", { name: "Apply" });
    this.emptyState = page.getByText("Nothing in this range");
    this.drawings = page.locator("svg.recharts-surface");
  }

  /** A custom range, from and to as YYYY-MM-DD, applied. */
  async showRange(from: string, to: string): Promise<void> {
    await this.range.selectOption("custom");
    await this.from.fill(from);
    await this.to.fill(to);
    await this.apply.click();
  }

  /** A summary figure, e.g. "revenue" or "totalLeads". */
  figure(name: string): Locator {
    return this.page.locator(`[data-figure="analytics.summary.${name}"]`);
  }

  /** A chart's card, by its heading. */
  chart(title: string): ChartCard {
    return new ChartCard(this.page, this.page.getByRole("region", { name: title, exact: true }));
  }
}

/** One chart: its drawing, the table that carries its numbers, and its CSV download. */
export class ChartCard {
  readonly drawing: Locator;
  /** The drawing as assistive technology would meet it (hidden: none expected). */
  readonly images: Locator;
  readonly table: Locator;
  readonly caption: Locator;
  readonly showTable: Locator;
  readonly hideTable: Locator;
  readonly downloadCsv: Locator;
  readonly axisLabels: Locator;

  constructor(
    readonly page: Page,
    readonly root: Locator,
  ) {
    this.drawing = root.locator("svg.recharts-surface");
    this.images = root.getByRole("img");
    this.table = root.getByRole("table");
    this.caption = root.locator("caption");
    this.showTable = root.getByRole("button", { name: "Show table" });
    this.hideTable = root.getByRole("button", { name: "Hide table" });
    this.downloadCsv = root.getByRole("button", { name: "Download CSV" });
    this.axisLabels = root.locator(".recharts-cartesian-axis-tick-value");
  }

  row(name: string | RegExp): Locator {
    return this.root.getByRole("row", { name });
  }

  /** The table's rows as text, header row first (hidden or shown, the rows are in the page). */
  async rows(): Promise<string[][]> {
    return this.root
      .getByRole("row")
      .evaluateAll((rows) =>
        rows.map((row) => [...row.querySelectorAll("th, td")].map((cell) => cell.textContent?.trim() ?? "")),
      );
  }

  /** Downloads the chart's CSV; resolves with its suggested name and path. */
  async download(): Promise<{ name: string; path: string }> {
    const [download] = await Promise.all([this.page.waitForEvent("download"), this.downloadCsv.click()]);
    return { name: download.suggestedFilename(), path: (await download.path())! };
  }
}
