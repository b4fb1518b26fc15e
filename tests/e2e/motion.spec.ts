import { randomUUID } from "node:crypto";
import type { APIRequestContext, Page, Response } from "@playwright/test";
import { expect, test } from "./support/test.js";
import { LeadBoardPage } from "./pages/LeadBoardPage.js";
import { submitTripRequest } from "./support/trips.js";

// framer-motion animates the back office (web/src/features/motion): a lead arriving live slides
// into the table and a moved board card travels to its new column, unless the person asked their
// system for reduced motion; the public pages never load it. Its code carries `data-framer-` attribute names, which no other script of ours does.
const motionMarker = "data-framer-";

/** The bodies of the scripts `page` loads from now on. */
function loadedScripts(page: Page): () => Promise<string[]> {
  const bodies: Promise<string>[] = [];
  page.on("response", (response: Response) => {
    if (response.request().resourceType() === "script") bodies.push(response.text().catch(() => ""));
  });
  return () => Promise.all(bodies);
}

const isIdentity = (transform: string) => transform === "none" || transform === "matrix(1, 0, 0, 1, 0, 0)";

/**
 * Records the computed transform of the element at `selector` (the one containing `text`, if given)
 * on every frame, from now until the element is there and has kept the same transform for a dozen
 * frames, while `act` runs; returns every transform seen.
 */
async function transformsWhile(
  page: Page,
  selector: string,
  act: () => Promise<unknown>,
  text = "",
): Promise<string[]> {
  await page.evaluate(
    ([selector, text]) => {
      const seen: string[] = [];
      const probe = { seen, settled: false };
      (window as unknown as { transformProbe: typeof probe }).transformProbe = probe;
      const sample = () => {
        const element = [...document.querySelectorAll(selector)].find((candidate) =>
          candidate.textContent?.includes(text),
        );
        if (element) seen.push(getComputedStyle(element).transform);
        probe.settled = seen.length >= 12 && seen.slice(-12).every((t) => t === seen.at(-1));
        if (!probe.settled) requestAnimationFrame(sample);
      };
      requestAnimationFrame(sample);
    },
    [selector, text],
  );
  await act();
  const probe = () =>
    page.evaluate(() => (window as unknown as { transformProbe: { seen: string[]; settled: boolean } }).transformProbe);
  await expect.poll(async () => (await probe()).settled, { timeout: 15_000 }).toBe(true);
  return (await probe()).seen;
}

/**
 * A staff member on the dashboard, its animation features loaded, watches a visitor's request
 * arrive live in the table (the transforms its row went through), then finds its card on the board.
 */
async function liveLeadOnBoard(page: Page, request: APIRequestContext) {
  const person = {
    name: `Bessie Coleman ${randomUUID().slice(0, 8)}`,
    email: `motion-${randomUUID().slice(0, 8)}@example.com`,
  };
  const scripts = loadedScripts(page);
  // The animation features arrive in a chunk of their own once the leads are on screen.
  const features = page.waitForResponse(/\/assets\/motionFeatures-[\w-]+\.js$/);
  const board = await LeadBoardPage.signIn(page, request);
  await features;
  expect((await scripts()).some((body) => body.includes(motionMarker))).toBe(true);
  const arrival = await transformsWhile(
    page,
    "[data-testid=lead-row]",
    () => submitTripRequest(request, "", person),
    person.email,
  );

  await board.boardView.click();
  await board.search.fill(person.email);
  const card = board.cardsIn("NEW");
  await expect(card).toHaveCount(1);
  return { board, person, arrival, id: (await card.getAttribute("data-lead-id"))! };
}

/** Moves the card to CONTACTED with the keyboard, through its "Move to…" menu. */
async function moveWithMenu(board: LeadBoardPage, name: string) {
  expect((await board.moveWithKeyboard(name))[0]).toBe("Contacted");
}

const cardIn = (status: string, id: string) =>
  `[data-testid=board-column-${status}] [data-testid=board-card][data-lead-id="${id}"]`;

test("a lead arriving live slides into the table; its board card, moved from the keyboard or dragged, travels to its new column and lands in place", async ({
  page,
  request,
}) => {
  test.setTimeout(360_000);
  const { board, person, arrival, id } = await liveLeadOnBoard(page, request);
  expect(arrival.some((transform) => !isIdentity(transform))).toBe(true);
  expect(isIdentity(arrival.at(-1)!)).toBe(true);

  const byMenu = await transformsWhile(page, cardIn("CONTACTED", id), () => moveWithMenu(board, person.name));
  expect(byMenu.some((transform) => !isIdentity(transform))).toBe(true);
  expect(isIdentity(byMenu.at(-1)!)).toBe(true);

  const byDrag = await transformsWhile(page, cardIn("QUALIFIED", id), () => board.drag(id, "CONTACTED", "QUALIFIED"));
  expect(byDrag.some((transform) => !isIdentity(transform))).toBe(true);
  expect(isIdentity(byDrag.at(-1)!)).toBe(true);
});

test.describe("with reduced motion asked for", () => {
  test.use({ reducedMotion: "reduce" });

  test("a lead arriving live and a moved board card are in their place at once, never shifted on the way", async ({
    page,
    request,
  }) => {
    test.setTimeout(360_000);
    const { board, person, arrival, id } = await liveLeadOnBoard(page, request);
    expect(arrival.length).toBeGreaterThan(0);
    expect(arrival.filter((transform) => !isIdentity(transform))).toEqual([]);

    const byMenu = await transformsWhile(page, cardIn("CONTACTED", id), () => moveWithMenu(board, person.name));
    expect(byMenu.filter((transform) => !isIdentity(transform))).toEqual([]);

    const byDrag = await transformsWhile(page, cardIn("QUALIFIED", id), () => board.drag(id, "CONTACTED", "QUALIFIED"));
    expect(byDrag.filter((transform) => !isIdentity(transform))).toEqual([]);
  });
});

test("the home page loads no animation code", async ({ page }) => {
  const scripts = loadedScripts(page);
  await page.goto("/");
  await page.waitForLoadState("networkidle");
  const bodies = await scripts();
  expect(bodies.length).toBeGreaterThan(0);
  expect(bodies.filter((body) => body.includes(motionMarker))).toEqual([]);
});
