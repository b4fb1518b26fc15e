import { randomUUID } from "node:crypto";
import { expect, test } from "@playwright/test";
import { CommandPalette } from "./pages/CommandPalette.js";
import { LeadBoardPage } from "./pages/LeadBoardPage.js";
import { LeadDetailPage } from "./pages/LeadDetailPage.js";
import { submitTripRequest } from "./support/trips.js";

test("staff find a lead with Ctrl-K or with / and j on the board, and open it with the keyboard alone", async ({
  page,
  request,
}) => {
  const tag = randomUUID().slice(0, 8);
  const person = { name: `Grace Palette${tag}`, email: `palette-${tag}@example.com` };
  const { reference } = await submitTripRequest(request, "", person);
  await LeadBoardPage.signIn(page, request);

  const palette = new CommandPalette(page);
  const board = new LeadBoardPage(page);
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

  // Back on the board: "/" puts the cursor in its search, j moves to the first row, Enter opens it.
  await page.goBack();
  await board.waitUntilLive();
  await page.keyboard.press("/");
  await expect(board.search).toBeFocused();
  await board.search.fill(`palette${tag}`);
  await expect(board.rows).toHaveCount(1);
  await board.search.blur();
  await page.keyboard.press("j");
  await expect(board.rows.first().getByRole("link", { name: person.name })).toBeFocused();
  await page.keyboard.press("Enter");
  await expect(lead.name).toHaveText(person.name);

  // A request's reference, typed in lower case, finds it first; Escape closes without moving.
  await palette.openButton.click();
  await palette.search(reference.toLowerCase());
  await expect(palette.hits.first()).toContainText(reference);
  await page.keyboard.press("Escape");
  await expect(palette.dialog).toBeHidden();
});
