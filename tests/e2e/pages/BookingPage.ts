import { expect, type Locator, type Page } from "@playwright/test";

/** The /booking form, driven as a visitor would: airports typed and picked from the list. */
export class BookingPage {
  readonly submit: Locator;
  readonly estimate: Locator;
  /** The estimate's price range, in the visitor's currency. */
  readonly estimateRange: Locator;
  readonly routeMap: Locator;
  /** The map's drawn route (an SVG path). */
  readonly routeLines: Locator;

  constructor(readonly page: Page) {
    this.submit = page.getByTestId("booking-submit");
    this.estimate = page.getByTestId("estimate");
    this.estimateRange = page.getByTestId("estimate-range");
    this.routeMap = page.getByTestId("route-map");
    this.routeLines = page.getByTestId("route-lines");
  }

  /** One leg of the trip (0 the first): its airports, time and the problems named beside them. */
  leg(index: number): Locator {
    return this.page.getByTestId(`leg-${index}`);
  }

  /** An aircraft category's card (LIGHT, MIDSIZE, LARGE, ULTRA); clicking it chooses it. */
  category(code: string): Locator {
    return this.page.getByTestId(`category-${code}`);
  }

  /** The radio behind a category's card: checked when the category is chosen. */
  categoryChoice(code: string): Locator {
    return this.category(code).locator("input");
  }

  /** Said on a category's card when it seats fewer than the passengers. */
  categoryUnavailable(code: string): Locator {
    return this.category(code).getByTestId("category-unavailable");
  }

  /** A suggestion in an open airport list, by what its name contains (e.g. /LHR/). */
  suggestion(name: RegExp): Locator {
    return this.page.getByRole("option", { name }).first();
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

  /** The departure input with what is said around it (whose local time it is). */
  departAtField(leg: number): Locator {
    return this.departAt(leg).locator("..");
  }

  /** A kind of trip (one way, round trip, multi-leg), by its label in the language shown. */
  tripType(label: string, { exact = true } = {}): Locator {
    return this.page.getByText(label, { exact });
  }

  /** A button of the form, by its name in the language shown ("Add a leg", "Remove leg 3"…). */
  button(name: string): Locator {
    return this.page.getByRole("button", { name });
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

/** /booking/confirmation?request=…, where a sent request ends: its reference, its legs, and the way on. */
export class BookingConfirmationPage {
  /** "Thank you, <name>": the page's heading. */
  readonly heading: Locator;
  readonly reference: Locator;
  readonly legs: Locator;
  readonly goToMyDashboard: Locator;
  /** Offered to a visitor without an account: one for the address the request was sent from. */
  readonly createMyAccount: Locator;

  constructor(readonly page: Page) {
    this.heading = page.getByRole("heading", { level: 1 });
    this.reference = page.getByTestId("confirmation-reference");
    this.legs = page.getByTestId("confirmation-legs");
    this.goToMyDashboard = page.getByRole("link", { name: "Go to my dashboard" });
    this.createMyAccount = page.getByTestId("confirmation-signup").getByRole("link", { name: "Create my account" });
  }
}
