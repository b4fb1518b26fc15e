import type { Locator, Page } from "@playwright/test";

/** /admin/operators: the operators with their standing, a search, and (for admins) the new-operator form. */
export class OperatorsPage {
  readonly heading: Locator;
  readonly newOperator: Locator;
  readonly form: OperatorForm;
  readonly search: Locator;
  /** Operators as rows (wide screens) and as cards (narrow ones). */
  readonly rows: Locator;
  readonly cards: Locator;

  constructor(readonly page: Page) {
    this.heading = page.getByRole("heading", { level: 1 });
    this.newOperator = page.getByRole("button", { name: "New operator" });
    this.form = new OperatorForm(page.getByTestId("operator-form"));
    this.search = page.getByLabel("Search", { exact: true });
    this.rows = page.getByTestId("operator-row");
    this.cards = page.getByTestId("operator-card");
  }

  /** An operator's row, by its name. */
  row(name: string): OperatorRow {
    return new OperatorRow(this.rows.filter({ has: this.page.getByRole("link", { name, exact: true }) }));
  }
}

/** One operator in the list. */
export class OperatorRow {
  readonly link: Locator;
  readonly quotable: Locator;
  readonly warnings: Locator;

  constructor(readonly root: Locator) {
    this.link = root.getByRole("link");
    this.quotable = root.getByTestId("operator-quotable");
    this.warnings = root.getByTestId("operator-warning");
  }
}

/** What the operator form asks, as a person fills it in. */
export interface OperatorDetails {
  name: string;
  aocNumber: string;
  /** "YYYY-MM-DD". */
  aocValidUntil: string;
  country: string;
  insuranceValidUntil: string;
  contact: { name: string; email: string; phone: string };
}

/** The operator form (new or edit). */
export class OperatorForm {
  readonly name: Locator;
  readonly aocNumber: Locator;
  readonly aocValidUntil: Locator;
  readonly country: Locator;
  readonly insuranceValidUntil: Locator;
  readonly argusRating: Locator;
  readonly argusValidUntil: Locator;
  readonly firstContact: Locator;
  readonly create: Locator;
  readonly save: Locator;

  constructor(readonly root: Locator) {
    this.name = root.getByLabel("Company name");
    this.aocNumber = root.getByLabel("AOC number");
    this.aocValidUntil = root.getByLabel("AOC valid until");
    this.country = root.getByLabel("Country (ISO code)");
    this.insuranceValidUntil = root.getByLabel("Insurance valid until");
    this.argusRating = root.getByRole("combobox", { name: "ARGUS" });
    this.argusValidUntil = root.getByRole("group", { name: "Safety audits" }).getByLabel("Valid until");
    this.firstContact = root.getByTestId("contact-fields").first();
    this.create = root.getByRole("button", { name: "Create operator" });
    this.save = root.getByRole("button", { name: "Save operator" });
  }

  async fill(details: OperatorDetails): Promise<void> {
    await this.name.fill(details.name);
    await this.aocNumber.fill(details.aocNumber);
    await this.aocValidUntil.fill(details.aocValidUntil);
    await this.country.fill(details.country);
    await this.insuranceValidUntil.fill(details.insuranceValidUntil);
    await this.firstContact.getByLabel("Name").fill(details.contact.name);
    await this.firstContact.getByLabel("Email").fill(details.contact.email);
    await this.firstContact.getByLabel("Phone").fill(details.contact.phone);
  }

  /** A problem the form names beside a field, by its words. */
  problem(text: string): Locator {
    return this.root.getByText(text, { exact: true });
  }
}
