import type { Locator, Page } from "@playwright/test";

/** /admin/testimonials, where staff approve customers' testimonials and choose those featured on the site. */
export class TestimonialReviewPage {
  readonly approvedTab: Locator;

  constructor(readonly page: Page) {
    this.approvedTab = page.getByRole("tab", { name: "Approved" });
  }

  /** A testimonial in the list shown, by its text. */
  item(text: string): Locator {
    return this.page.getByTestId("review-item").filter({ hasText: text });
  }

  async approve(item: Locator): Promise<void> {
    await item.getByRole("button", { name: "Approve" }).click();
  }

  async feature(item: Locator): Promise<void> {
    await item.getByRole("button", { name: "Feature on the site" }).click();
  }
}
