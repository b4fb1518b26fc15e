import { expect, test } from "@playwright/test";
// Not ./support/test.js: the sandbox is its own page (sandbox.html), not the hydrated app.
import { SandboxPage } from "./pages/SandboxPage.js";

// GraphiQL is bundled with the app: with every request outside the server refused (no internet,
// no CDN), the page loads, reads the schema's docs by introspection and runs a query.
test("the GraphQL sandbox works offline and runs a query", async ({ page, baseURL }) => {
  test.setTimeout(180_000);
  const origin = new URL(baseURL!).origin;
  const outside: string[] = [];
  await page.context().route("**/*", (route) => {
    const url = route.request().url();
    if (url.startsWith(origin) || url.startsWith("data:") || url.startsWith("blob:")) return route.continue();
    outside.push(url);
    return route.abort("internetdisconnected");
  });
  const problems: string[] = [];
  page.on("pageerror", (error) => problems.push(error.message));
  // CSP violations and failed loads are reported as console errors.
  page.on("console", (message) => {
    if (message.type() === "error") problems.push(message.text());
  });

  const sandbox = new SandboxPage(page);
  await sandbox.goto("{ featuredOffers { from to } }");
  await expect(sandbox.session).toContainText("Not signed in");
  await sandbox.run('"featuredOffers"');
  await expect(sandbox.response).toContainText('"from": "London Heathrow"');
  await expect(sandbox.response).toContainText('"to": "Paris"');

  await sandbox.docsButton.click();
  await expect(sandbox.docsSection("Root Types")).toBeVisible();
  await sandbox.docsLink("Query").click();
  // Descriptions come from the schema by introspection.
  await expect(sandbox.docs).toContainText("The discounted flights featured on the home page");

  expect(outside).toEqual([]);
  expect(problems).toEqual([]);
});
