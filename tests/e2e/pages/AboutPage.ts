import type { Locator, Page } from "@playwright/test";

/** /about: the company, and the testimonials published in the visitor's language. */
export class AboutPage {
  readonly testimonials: Locator;

  constructor(readonly page: Page) {
    this.testimonials = page.getByTestId("testimonial");
  }

  async goto(): Promise<void> {
    await this.page.goto("/about");
  }

  /** A published testimonial, by its text. */
  testimonial(text: string): Locator {
    return this.testimonials.filter({ hasText: text });
  }

  /** A published testimonial's stars, one image named for its rating. */
  stars(text: string): Locator {
    return this.testimonial(text).getByRole("img");
  }
}
