import { expect, readyAfterNavigation, test } from "./support/test.js";
import { toast } from "./pages/Toast.js";
import { Webpage } from "./pages/Webpage.js";
import { seriousViolations } from "./support/a11y.js";
import { signInAsAdmin } from "./support/adminBrowser.js";

// A staff member's own settings page: how they hear of new leads, kept on the server.
test("a staff member chooses a daily digest of new leads in My settings, and finds it chosen after a reload", async ({
  page,
  request,
}) => {
  const staff = readyAfterNavigation(page);
  await signInAsAdmin(staff, request, "/admin/dashboard", "STAFF");
  await staff.getByRole("link", { name: "My settings" }).click();
  await expect(staff).toHaveURL("/admin/settings");
  await expect(new Webpage(staff).heading).toHaveText("My settings");
  const atOnce = staff.getByRole("radio", { name: "At once" });
  const digest = staff.getByRole("radio", { name: "Daily digest" });
  await expect(atOnce).toBeChecked();
  // The label is what a person clicks (the radio itself is drawn by the label's indicator).
  await staff.getByText("Daily digest", { exact: true }).click();
  await expect(digest).toBeChecked();
  await expect(toast(staff, "Settings saved")).toBeVisible();
  expect(await seriousViolations(staff)).toEqual([]);
  await staff.reload();
  await expect(staff.getByRole("radio", { name: "Daily digest" })).toBeChecked();
});
