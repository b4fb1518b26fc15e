import { expect, type Locator, type Page } from "@playwright/test";

/** The /booking form, driven as a visitor would: airports typed and picked from the list. */
export class BookingPage {
  readonly submit: Locator;
  readonly estimate: Locator;

  constructor(readonly page: Page) {
    this.submit = page.getByTestId("booking-submit");
    this.estimate = page.getByTestId("estimate");
  }

  airport(leg: number, end: "from" | "to"): Locator {
    return this.page.getByTestId(`leg-${leg}-${end}`).getByRole("combobox");
  }

  /** Types into an airport field and takes the suggestion that carries `code`. */
  async pickAirport(leg: number, end: "from" | "to", typed: string, code: string): Promise<void> {
    await this.airport(leg, end).fill(typed);
    await this.page
      .getByRole("option", { name: new RegExp(`\\b${code}\\b`) })
      .first()
      .click();
    await expect(this.airport(leg, end)).toHaveValue(new RegExp(`\\(${code}\\)$`));
  }

  departAt(leg: number): Locator {
    return this.page.getByTestId(`leg-${leg}-departAt`);
  }

  field(label: string): Locator {
    // Not exact: a required field's label ends with its "*" indicator.
    return this.page.getByLabel(label);
  }

  async fillContact(contact: { name: string; email: string; phone?: string }): Promise<void> {
    await this.field("Full name").fill(contact.name);
    await this.field("Email").fill(contact.email);
    if (contact.phone) await this.field("Phone (with country code)").fill(contact.phone);
  }
}

/** A local departure time next year, as a datetime-local input takes it. */
export const nextYearAt = (monthDay: string, time = "09:30") => `${new Date().getFullYear() + 1}-${monthDay}T${time}`;
