import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from "vitest";

// The browser's per-tab storage, which carries toasts from one page load to the next.
class TabStorage {
  private items = new Map<string, string>();
  getItem = (key: string) => this.items.get(key) ?? null;
  setItem = (key: string, value: string) => void this.items.set(key, value);
  removeItem = (key: string) => void this.items.delete(key);
}

// Each test starts from a page that has shown no toast yet.
const freshPage = async () => {
  vi.resetModules();
  const toaster = await import("./toaster");
  const { toastStore } = await import("./toastStore");
  return { ...toaster, toastStore };
};
const carriedKey = "skycharter.carriedToasts";
type Page = Awaited<ReturnType<typeof freshPage>>;
// Until the toaster's code has arrived, toasts wait for it.
const onScreen = (page: Page, count: number) =>
  vi.waitFor(() => expect(page.toastStore.getVisibleToasts()).toHaveLength(count));
const titles = (toasts: readonly { title?: unknown }[]) => toasts.map((toast) => toast.title);

// Chakra's first load takes seconds on a busy machine; each test's fresh page reuses it.
beforeAll(() => import("./toastStore"), 30_000);
beforeEach(() => vi.stubGlobal("sessionStorage", new TabStorage()));
afterEach(() => vi.unstubAllGlobals());

describe("toaster", () => {
  it("starts the page's toaster with the first toast only, and shows every toast made meanwhile", async () => {
    const page = await freshPage();
    const start = vi.fn(() => Promise.resolve());
    page.onFirstToast(start);
    expect(start).not.toHaveBeenCalled();

    page.toaster.create({ type: "error", title: "Not sent" });
    page.toaster.create({ type: "info", title: "Try again" });
    await onScreen(page, 2);
    page.toaster.create({ type: "success", title: "Sent" });

    expect(start).toHaveBeenCalledTimes(1);
    expect(titles(page.toastStore.getVisibleToasts())).toEqual(
      expect.arrayContaining(["Not sent", "Try again", "Sent"]),
    );
  });

  it("carries what is on screen, and what is still waiting for the toaster, to the next page", async () => {
    const page = await freshPage();
    const carried = () => JSON.parse(sessionStorage.getItem(carriedKey) ?? "[]") as unknown;
    const created = { type: "success", title: "Account created!", closable: true };
    page.toaster.create(created);
    page.carryToasts();
    expect(carried()).toEqual([created]);

    await onScreen(page, 1);
    sessionStorage.removeItem(carriedKey);
    page.carryToasts();
    expect(carried()).toEqual([created]);
  });

  it("shows the toasts the page before carried, once", async () => {
    const before = await freshPage();
    before.toaster.create({ type: "success", title: "Password updated", description: "Welcome back" });
    await onScreen(before, 1);
    before.carryToasts();

    const next = await freshPage();
    next.showCarriedToasts();
    await onScreen(next, 1);
    const shown = next.toastStore.getVisibleToasts();
    expect(shown.map(({ type, title, description }) => ({ type, title, description }))).toEqual([
      { type: "success", title: "Password updated", description: "Welcome back" },
    ]);
    next.showCarriedToasts();
    expect(next.toastStore.getVisibleToasts()).toHaveLength(1);
  });
});
