import { randomUUID } from "node:crypto";
import { expect, test } from "@playwright/test";
import { CommandPalette } from "./pages/CommandPalette.js";
import { LeadBoardPage } from "./pages/LeadBoardPage.js";
import { LeadDetailPage } from "./pages/LeadDetailPage.js";
import { submitTripRequest } from "./support/trips.js";

test("staff find a lead from anywhere with Ctrl-K, by name, and open it with the keyboard alone", async ({
  page,
  request,
}) => {
  const tag = randomUUID().slice(0, 8);
  const person = { name: `Grace Palette${tag}`, email: `palette-${tag}@example.com` };
  const { reference } = await submitTripRequest(request, "", person);
  await LeadBoardPage.signIn(page, request);

  const palette = new CommandPalette(page);
  await palette.openWithKeys();
  await expect(palette.input).toBeFocused();
  await palette.search(`palette${tag}`);
  await expect(palette.group("Leads")).toHaveCount(1);
  await expect(palette.group("Leads").first()).toContainText(person.name);
  await expect(palette.group("Quote requests").first()).toContainText(reference);
  await page.keyboard.press("Enter");

  const lead = new LeadDetailPage(page);
  await expect(page).toHaveURL(/\/admin\/leads\/[0-9a-f-]{36}$/);
  await expect(lead.name).toHaveText(person.name);
  await expect(palette.dialog).toBeHidden();

  // A request's reference, typed in lower case, finds it first; Escape closes without moving.
  await palette.openButton.click();
  await palette.search(reference.toLowerCase());
  await expect(palette.hits.first()).toContainText(reference);
  await page.keyboard.press("Escape");
  await expect(palette.dialog).toBeHidden();
});
