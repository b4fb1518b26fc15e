import type { Locator, Page } from "@playwright/test";

/** /admin/bookings, the staff's bookings desk: find a booking, record its payment, move its status, export the view. */
export class BookingsDeskPage {
  readonly search: Locator;
  readonly rows: Locator;
  readonly confirmCancel: Locator;
  readonly exportCsv: Locator;

  constructor(readonly page: Page) {
    this.search = page.getByRole("searchbox", { name: "Search number, code, route or customer" });
    this.rows = page.getByTestId("desk-booking");
    this.confirmCancel = page.getByTestId("confirm-cancel-booking");
    this.exportCsv = page.getByRole("button", { name: "Export CSV" });
  }

  /** A row's "Record a payment" select, named for the booking's number. */
  payment(row: Locator, bookingNumber: string): Locator {
    return row.getByRole("combobox", { name: `Record a payment for ${bookingNumber}` });
  }

  /** A row's status select, named for the booking's number. */
  status(row: Locator, bookingNumber: string): Locator {
    return row.getByRole("combobox", { name: `Change the status of ${bookingNumber}` });
  }

  /** Cancels the booking in `row`, confirming in the dialog that asks. */
  async cancel(row: Locator, bookingNumber: string): Promise<void> {
    await this.status(row, bookingNumber).selectOption("Cancelled");
    await this.confirmCancel.click();
  }

  /** Exports the view as CSV; resolves with the downloaded file's path. */
  async exportView(): Promise<string> {
    const [download] = await Promise.all([this.page.waitForEvent("download"), this.exportCsv.click()]);
    return (await download.path())!;
  }
}
