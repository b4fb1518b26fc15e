import type { Locator, Page } from "@playwright/test";

/** /admin/leads/:id, one lead as a broker works it: who it is, where it stands, its timeline, its requests. */
export class LeadDetailPage {
  readonly name: Locator;
  readonly contact: Locator;
  readonly status: Locator;
  readonly score: Locator;
  /** The status moves offered from where the lead stands. */
  readonly moves: Locator;
  readonly staleBadge: Locator;
  readonly assignToMe: Locator;
  readonly assignee: Locator;
  readonly activity: Locator;
  readonly newNote: Locator;
  readonly addNote: Locator;
  /** "… is viewing this lead": the colleagues on the page now. */
  readonly viewers: Locator;

  constructor(readonly page: Page) {
    this.name = page.getByRole("heading", { level: 1 });
    this.contact = page.getByTestId("lead-contact");
    this.status = page.getByTestId("lead-status");
    this.score = page.getByTestId("lead-score");
    this.moves = page.getByTestId(/^move-/);
    this.staleBadge = page.getByTestId("lead-stale");
    this.assignToMe = page.getByTestId("assign-me");
    this.assignee = page.getByTestId("lead-assignee");
    this.activity = page.getByTestId("lead-activity");
    this.newNote = page.getByLabel("New note");
    this.addNote = page.getByTestId("add-note");
    this.viewers = page.getByTestId("lead-viewers");
  }

  static path(leadId: string): string {
    return `/admin/leads/${leadId}`;
  }

  async goto(leadId: string): Promise<void> {
    await this.page.goto(LeadDetailPage.path(leadId));
  }

  /** The button that moves the lead to `status` (e.g. "QUALIFIED"), offered only when the move is allowed. */
  move(status: string): Locator {
    return this.page.getByTestId(`move-${status}`);
  }

  async moveTo(status: string): Promise<void> {
    await this.move(status).click();
  }

  async note(text: string): Promise<void> {
    await this.newNote.fill(text);
    await this.addNote.click();
  }

  /** An entry of the timeline that says exactly `text`. */
  activityEntry(text: string): Locator {
    return this.activity.getByText(text, { exact: true });
  }

  /** An image in the page drawn from `src`: what markup typed into a note must not make. */
  image(src: string): Locator {
    return this.page.locator(`main img[src='${src}']`);
  }

  /** One of the lead's quote requests, by its reference. */
  request(reference: string): LeadRequestPanel {
    return new LeadRequestPanel(this.page.getByTestId(`lead-request-${reference}`));
  }
}

export interface QuoteOption {
  aircraft: string;
  operator: string;
  price: string;
}

/** A quote request on the lead page: its quotes, and the form that sends one quote per option. */
export class LeadRequestPanel {
  readonly quotes: Locator;
  /** Each quote sent on the request. */
  readonly quoteItems: Locator;
  readonly addOption: Locator;
  readonly sendQuote: Locator;
  /** "Find operators near the departure": lists the operators a request for quotes may go to. */
  readonly findOperators: Locator;
  /** The operators suggested, each with its nearest fitting aircraft. */
  readonly suggestions: Locator;
  readonly sendRfq: Locator;
  /** The operators asked and their answers: cheapest first in US dollars, then declines, then waiting. */
  readonly rfqAnswers: Locator;
  /** Operators' answers to pick and send the customer as quote options, each with a margin. */
  readonly rfqOffers: Locator;
  readonly sendOffers: Locator;

  constructor(readonly root: Locator) {
    this.quotes = root.getByTestId("lead-request-quotes");
    this.quoteItems = this.quotes.getByRole("listitem");
    this.addOption = root.getByTestId("add-option");
    this.sendQuote = root.getByTestId("send-quote");
    this.findOperators = root.getByTestId("rfq-find");
    this.suggestions = root.getByTestId("rfq-suggestion");
    this.sendRfq = root.getByTestId("rfq-send");
    this.rfqAnswers = root.getByTestId("rfq-answer");
    this.rfqOffers = root.getByTestId("rfq-offer");
    this.sendOffers = root.getByTestId("rfq-offer-send");
  }

  /** The answer of the operator named `name`, to pick as a quote option. */
  rfqOffer(name: string): Locator {
    return this.rfqOffers.filter({ hasText: name });
  }

  /** Picks the answer of the operator named `name` and, when given, sets its margin in percent. */
  async pickAnswer(name: string, marginPercent?: string): Promise<void> {
    const offer = this.rfqOffer(name);
    await offer.getByText(name, { exact: true }).click();
    if (marginPercent !== undefined) await this.setMargin(name, marginPercent);
  }

  /** Types the margin of the picked answer of `name`. */
  async setMargin(name: string, margin: string): Promise<void> {
    await this.rfqOffer(name).getByTestId("rfq-offer-margin").fill(margin);
  }

  /** The customer's price (and margin) the picked answer of `name` makes. */
  offerPrice(name: string): Locator {
    return this.rfqOffer(name).getByTestId("rfq-offer-price");
  }

  /** The refusal under the picked answer of `name` (a margin below the minimum). */
  offerError(name: string): Locator {
    return this.rfqOffer(name).getByTestId("rfq-offer-error");
  }

  /** The suggestion of the operator named `name`. */
  suggestion(name: string): Locator {
    return this.suggestions.filter({ hasText: name });
  }

  /** Finds the operators near the departure, ticks those named, and sends them a request for quotes. */
  async askOperators(names: string[]): Promise<void> {
    await this.findOperators.click();
    for (const name of names) await this.suggestion(name).getByText(name, { exact: true }).click();
    await this.sendRfq.click();
  }

  /** The line of the operator named `name` in the list of those asked. */
  rfqAnswer(name: string): Locator {
    return this.rfqAnswers.filter({ hasText: name });
  }

  option(index: number): Locator {
    return this.root.getByTestId(`quote-option-${index}`);
  }

  async fillOption(index: number, values: QuoteOption): Promise<void> {
    const option = this.option(index);
    await option.getByLabel("Aircraft").fill(values.aircraft);
    await option.getByLabel("Operator").fill(values.operator);
    await option.getByLabel("Price (US dollars)").fill(values.price);
  }

  /** Fills one option per entry (adding options as needed) and sends them as quotes. */
  async sendQuotes(options: QuoteOption[]): Promise<void> {
    for (const [index, values] of options.entries()) {
      if (index > 0) await this.addOption.click();
      await this.fillOption(index, values);
    }
    await this.sendQuote.click();
  }
}
