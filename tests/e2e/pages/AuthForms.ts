import type { Locator, Page } from "@playwright/test";

/**
 * The sign-in and sign-up forms, wherever they appear (pages or the home modal). Fields are
 * found by their label, and a field's error by the Chakra field group that holds both.
 */
export class AuthForms {
  constructor(
    readonly page: Page,
    readonly scope: Page | Locator = page,
  ) {}

  field(label: string): Locator {
    return this.scope.getByLabel(label, { exact: true });
  }

  /** The error shown beside the field: inside the same field group as the labelled input. */
  fieldError(label: string): Locator {
    return this.scope
      .locator('[data-scope="field"][data-part="root"]')
      .filter({ has: this.field(label) })
      .locator('[data-part="error-text"]');
  }

  /** A form's button, by its whole name in the language shown ("Sign In", "إنشاء حساب"…). */
  button(name: string): Locator {
    return this.scope.getByRole("button", { name, exact: true });
  }

  async signIn(email: string, password: string, submit = "Sign In"): Promise<void> {
    await this.field("Email").fill(email);
    await this.field("Password").fill(password);
    await this.button(submit).click();
  }

  async signUp(values: { name: string; email: string; password: string }): Promise<void> {
    await this.field("Full name").fill(values.name);
    await this.field("Email").fill(values.email);
    await this.field("Password").fill(values.password);
    await this.button("Create Account").click();
  }
}
