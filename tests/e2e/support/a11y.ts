import { AxeBuilder } from "@axe-core/playwright";
import type { Page } from "@playwright/test";

/** The WCAG 2.2 AA rule set the issues ask every page to pass. */
export const WCAG_22_AA = ["wcag2a", "wcag2aa", "wcag21a", "wcag21aa", "wcag22aa"];

/** axe-core's serious and critical WCAG 2.2 AA violations on the page, one readable line each ([] when clean). */
export async function seriousViolations(page: Page, { exclude }: { exclude?: string } = {}): Promise<string[]> {
  // Colours are judged as they settle: a toast sliding in is half transparent for a moment, which
  // axe would report as low contrast. Endless animations (spinners) are not waited for.
  await page.evaluate(() =>
    Promise.all(
      document
        .getAnimations()
        .filter((animation) => animation.effect?.getTiming().iterations !== Infinity)
        .map((animation) => animation.finished.catch(() => undefined)),
    ),
  );
  // Legacy mode runs axe in the page itself: the default opens a blank page per call to merge the
  // frames' results, a second or more each time, and these pages hold no cross-origin frames.
  let builder = new AxeBuilder({ page }).withTags(WCAG_22_AA).setLegacyMode(true);
  if (exclude) builder = builder.exclude(exclude);
  const { violations } = await builder.analyze();
  return violations
    .filter((v) => v.impact === "serious" || v.impact === "critical")
    .map((v) => `${v.id} (${v.impact}): ${v.nodes.length}× e.g. ${v.nodes[0]?.target.join(" ")}`);
}
