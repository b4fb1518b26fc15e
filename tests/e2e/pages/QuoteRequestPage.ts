import type { Download, Locator, Page } from "@playwright/test";
import { toast } from "./Toast.js";

/** /customer/requests/:id, one quote request as its customer sees it: the legs, the quotes to accept, the timeline. */
export class QuoteRequestPage {
  readonly legs: Locator;
  /** Every quote option on the request. */
  readonly options: Locator;
  /** The options side by side (stacked on a phone), cheapest first. */
  readonly comparison: Locator;
  /** The parts of the options (of the one option, on a request quoted once). */
  readonly option: QuoteOptionCard;
  /** The dialog that asks before a quote is accepted, saying what is booked. */
  readonly acceptDialog: Locator;
  /** The dialog's charter terms, cancellation schedule and operator's conditions, and the tick that agrees to them. */
  readonly terms: Locator;
  readonly cancellationSchedule: Locator;
  readonly operatorConditions: Locator;
  readonly agree: Locator;
  readonly confirmAccept: Locator;
  /** The booking's payments once a quote is accepted: the schedule, bank details and reference, the records. */
  readonly payments: Locator;
  readonly paymentReference: Locator;
  readonly paymentRecords: Locator;
  readonly agreement: Locator;
  readonly accepted: Locator;
  /** The booking's confirmation code, once a quote is accepted. */
  readonly confirmationCode: Locator;
  /** The booking's documents to download, once a quote is accepted: confirmation, invoice, calendar file. */
  readonly documents: Locator;
  readonly confirmationPdf: Locator;
  readonly invoicePdf: Locator;
  readonly calendarFile: Locator;
  readonly timeline: Locator;
  readonly cancelRequest: Locator;
  readonly confirmCancel: Locator;
  readonly notFound: Locator;
  readonly backToDashboard: Locator;

  constructor(readonly page: Page) {
    this.legs = page.getByTestId("request-legs");
    this.options = page.getByTestId("quote-option");
    this.option = new QuoteOptionCard(this.options);
    this.comparison = page.getByTestId("quote-comparison");
    this.acceptDialog = page.getByRole("alertdialog");
    this.terms = this.acceptDialog.getByTestId("accept-terms");
    this.cancellationSchedule = this.acceptDialog.getByTestId("cancellation-schedule");
    this.operatorConditions = this.acceptDialog.getByTestId("accept-operator-conditions");
    this.agree = this.acceptDialog.getByTestId("accept-agree");
    this.confirmAccept = this.acceptDialog.getByTestId("confirm-accept");
    this.payments = page.getByTestId("booking-money");
    this.paymentReference = this.payments.getByTestId("payment-reference");
    this.paymentRecords = this.payments.getByTestId("payment-record");
    this.agreement = this.payments.getByTestId("booking-agreement");
    this.accepted = toast(page, "Quote accepted");
    this.confirmationCode = page.getByTestId("request-confirmation-code");
    this.documents = page.getByTestId("booking-documents");
    this.confirmationPdf = this.documents.getByRole("button", { name: "Confirmation (PDF)" });
    this.invoicePdf = this.documents.getByRole("button", { name: "Invoice (PDF)" });
    this.calendarFile = this.documents.getByRole("button", { name: "Add to calendar (.ics)" });
    this.timeline = page.getByTestId("request-timeline");
    this.cancelRequest = page.getByTestId("cancel-request");
    this.confirmCancel = page.getByRole("alertdialog").getByTestId("confirm-cancel");
    this.notFound = page.getByRole("heading", { name: "Request not found" });
    this.backToDashboard = page.getByRole("link", { name: "Back to my dashboard" }).first();
  }

  /** The option numbered `number` on the page (from 1: the cheapest). */
  nth(number: number): QuoteOptionCard {
    return new QuoteOptionCard(this.options.nth(number - 1));
  }

  /** Whether the page fits its width: nothing scrolls sideways. */
  fitsTheWidth(): Promise<boolean> {
    return this.page.evaluate(() => document.documentElement.scrollWidth <= document.documentElement.clientWidth);
  }

  static path(quoteRequestId: string): string {
    return `/customer/requests/${quoteRequestId}`;
  }

  async goto(quoteRequestId: string): Promise<void> {
    await this.page.goto(QuoteRequestPage.path(quoteRequestId));
  }

  /** Clicks one of the booking's documents and returns the browser's download of it. */
  async download(document: Locator): Promise<Download> {
    const [download] = await Promise.all([this.page.waitForEvent("download"), document.click()]);
    return download;
  }

  /** The map of the route, named by its legs (e.g. /LHR → NCE/). */
  routeMap(name: RegExp): Locator {
    return this.page.getByRole("img", { name });
  }

  /** Cancels the request, confirming in the dialog. */
  async cancel(): Promise<void> {
    await this.cancelRequest.click();
    await this.confirmCancel.click();
  }

  /** The toast that says the request with `reference` is cancelled. */
  cancelled(reference: string): Locator {
    return toast(this.page, `Request ${reference} is cancelled.`);
  }
}

/** A quote option: its price, how long it is still valid, and accepting it (or why it cannot be). */
export class QuoteOptionCard {
  readonly price: Locator;
  readonly countdown: Locator;
  readonly accept: Locator;
  /** Why the option cannot be accepted (already accepted, the request closed). */
  readonly blocker: Locator;
  /** Where the price stands against our estimate, with the range. */
  readonly estimate: Locator;
  readonly cheapest: Locator;
  readonly newest: Locator;
  readonly mostSeats: Locator;
  readonly year: Locator;
  readonly seats: Locator;
  /** The operator's safety audits. */
  readonly audits: Locator;

  constructor(readonly root: Locator) {
    this.price = root.getByTestId("quote-price");
    this.countdown = root.getByTestId("quote-countdown");
    this.accept = root.getByTestId("accept-quote");
    this.blocker = root.getByTestId("quote-blocker");
    this.estimate = root.getByTestId("quote-estimate");
    this.cheapest = root.getByTestId("mark-cheapest");
    this.newest = root.getByTestId("mark-newest");
    this.mostSeats = root.getByTestId("mark-most-seats");
    this.year = root.getByTestId("quote-year");
    this.seats = root.getByTestId("quote-seats");
    this.audits = root.getByTestId("quote-audits");
  }

  /** An amenity's badge ("wifi", "lavatory", "petsAllowed"); data-differs="yes" where options differ. */
  amenity(name: string): Locator {
    return this.root.locator(`[data-amenity="${name}"]`);
  }
}
