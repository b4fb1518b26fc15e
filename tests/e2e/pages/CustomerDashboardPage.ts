import type { Locator, Page } from "@playwright/test";
import { toast } from "./Toast.js";

/** /customer-dashboard, the customer's own page: a greeting, their quote requests and their bookings. */
export class CustomerDashboardPage {
  static readonly path = "/customer-dashboard";
  /** "Welcome, <name>". */
  readonly greeting: Locator;
  /** The same greeting found by its words, which no other page's heading says. */
  readonly welcome: Locator;
  readonly noBookings: Locator;
  readonly noRequests: Locator;
  /** Bookings as a table (wide screens; cards on a phone). */
  readonly bookingsTable: Locator;
  /** The confirmation codes in the bookings table. */
  readonly confirmationCodes: Locator;
  readonly reviewAFlownTrip: Locator;
  readonly accountSettings: Locator;
  /** Shown live when staff send a quote on one of the requests. */
  readonly quoteArrived: Locator;

  constructor(readonly page: Page) {
    this.greeting = page.getByRole("heading", { level: 1 });
    this.welcome = page.getByRole("heading", { name: /^Welcome,/ });
    this.noBookings = page.getByText("No bookings yet");
    this.noRequests = page.getByText("No quote requests yet");
    this.bookingsTable = page.getByTestId("bookings-table");
    this.confirmationCodes = this.bookingsTable.getByTestId("confirmation-code");
    this.reviewAFlownTrip = page.getByRole("link", { name: "Review a flown trip" });
    this.accountSettings = page.getByRole("link", { name: "Account settings", exact: true });
    this.quoteArrived = toast(page, "A quote has arrived");
  }

  async goto(): Promise<void> {
    await this.page.goto(CustomerDashboardPage.path);
  }

  /** One of the customer's quote requests, by its reference. */
  request(reference: string): DashboardRequestRow {
    return new DashboardRequestRow(
      this.page.locator(`[data-testid=quote-request][data-reference="${reference}"]`),
      reference,
    );
  }
}

/** A quote request on the dashboard: its route and status, a badge when a quote is new, and its details. */
export class DashboardRequestRow {
  readonly newQuoteBadge: Locator;
  readonly viewDetails: Locator;

  constructor(
    readonly root: Locator,
    reference: string,
  ) {
    this.newQuoteBadge = root.getByTestId("new-quote-badge");
    this.viewDetails = root.getByRole("link", { name: `View Details of ${reference}` });
  }
}
