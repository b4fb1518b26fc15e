import type { Locator, Page } from "@playwright/test";

/** /customer/testimonials, where a customer reviews a flown trip and follows their reviews until published. */
export class MyReviewsPage {
  static readonly path = "/customer/testimonials";
  readonly text: Locator;
  readonly submit: Locator;
  readonly starsMissing: Locator;
  readonly textMissing: Locator;
  readonly thanks: Locator;
  /** Shown once no flown trip is left without a review. */
  readonly everyTripReviewed: Locator;

  constructor(readonly page: Page) {
    this.text = page.getByRole("textbox", { name: "Your review" });
    this.submit = page.getByTestId("review-submit");
    this.starsMissing = page.getByText("Choose from 1 to 5 stars.");
    this.textMissing = page.getByText("Write 10 to 1,000 characters.");
    this.thanks = page.getByText("Thank you for your review");
    this.everyTripReviewed = page.getByText("Every trip reviewed");
  }

  stars(count: number): Locator {
    return this.page.getByRole("radio", { name: new RegExp(`${count} stars?`) });
  }

  /** Gives the trip `stars` and `text`, and sends the review. */
  async review(stars: number, text: string): Promise<void> {
    await this.stars(stars).click();
    await this.text.fill(text);
    await this.submit.click();
  }

  /** One of the customer's own reviews, by its text: its status shows beside it. */
  mine(text: string): Locator {
    return this.page.getByTestId("my-testimonial").filter({ hasText: text });
  }
}
