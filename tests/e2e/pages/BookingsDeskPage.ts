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

  /** A row's payments: the dialog it opens holds the schedule, the form that records a payment, and the history. */
  openPayments(row: Locator): Promise<void> {
    return row.getByTestId("open-payments").click();
  }

  get paymentsDialog(): Locator {
    return this.page.getByTestId("payments-dialog");
  }

  /** Records a payment (or refund) of `amount` in the booking's currency through the open dialog; `kind` as the page words it. */
  async recordPayment(amount: string, kind = "Payment"): Promise<void> {
    const dialog = this.paymentsDialog;
    await dialog.getByTestId("payment-kind").selectOption(kind);
    await dialog.getByTestId("payment-amount").fill(amount);
    await dialog.getByTestId("payment-reference-input").fill("SWIFT E2E");
    await dialog.getByTestId("save-payment").click();
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
