import { expect, type Locator, type Page } from "@playwright/test";

/** The developers' GraphQL sandbox (GraphiQL), served at /graphql to browsers. */
export class SandboxPage {
  readonly execute: Locator;
  readonly docsButton: Locator;
  readonly docs: Locator;
  readonly response: Locator;
  readonly session: Locator;
  readonly queryEditor: Locator;

  constructor(readonly page: Page) {
    this.execute = page.getByRole("button", { name: /^Execute query/ });
    this.docsButton = page.getByRole("button", { name: "Show Documentation Explorer" });
    this.docs = page.locator(".graphiql-doc-explorer");
    this.response = page.locator(".graphiql-response");
    this.session = page.getByTestId("sandbox-session");
    this.queryEditor = page.locator(".graphiql-query-editor");
  }

  /**
   * Opens the sandbox with `query` in the editor (the page reads ?query=) and waits until it is
   * ready to run it: the schema fetched by introspection and the editor showing the query.
   */
  async goto(query: string): Promise<void> {
    const introspection = this.page.waitForResponse(
      (r) => new URL(r.url()).pathname === "/graphql" && r.request().method() === "POST",
    );
    await this.page.goto(`/graphql?query=${encodeURIComponent(query)}`);
    await introspection;
    // Monaco is large: on a busy machine the editor can take a while to appear.
    await expect(this.queryEditor.locator(".view-lines")).toContainText(/\w+/, { timeout: 30_000 });
  }

  /** A part of the documentation explorer, by its words ("Root Types"). */
  docsSection(text: string): Locator {
    return this.docs.getByText(text);
  }

  /** The first link to a type in the documentation explorer. */
  docsLink(name: string): Locator {
    return this.docs.getByRole("link", { name }).first();
  }

  /** Runs the editor's operation and waits for a response containing `text`. */
  async run(text: string): Promise<void> {
    // A click that lands while GraphiQL is still wiring its editors is ignored: click again.
    await expect(async () => {
      await this.execute.click();
      await expect(this.response).toContainText(text, { timeout: 3_000 });
    }).toPass({ timeout: 30_000 });
  }
}
