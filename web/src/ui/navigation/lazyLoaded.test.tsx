import { Suspense } from "react";
import { renderToString } from "react-dom/server";
import { describe, expect, it } from "vitest";
import { lazyLoaded, preloadModule } from "./lazyLoaded";

// renderToString never waits for a suspended component: what it writes is what a first render
// commits (less the boundary's own markers).
function firstRender(Page: ReturnType<typeof lazyLoaded>): string {
  return renderToString(
    <Suspense fallback={<p>loading</p>}>
      <Page />
    </Suspense>,
  ).replace(/<!--.*?-->/g, "");
}

const pageModule = (text: string) => () => Promise.resolve({ default: () => <h1>{text}</h1> });

const offlineModule = () => Promise.reject(new Error("offline"));

describe("lazyLoaded", () => {
  it("renders a module fetched ahead at once, without its fallback", async () => {
    const load = pageModule("Leads");
    const Page = lazyLoaded(load);
    await preloadModule(load);
    expect(firstRender(Page)).toBe("<h1>Leads</h1>");
  });

  it("suspends for a module not fetched yet, and renders it once it has arrived", async () => {
    const load = pageModule("Quotes");
    const Page = lazyLoaded(load);
    expect(firstRender(Page)).toContain("<p>loading</p>");
    await new Promise((resolve) => setTimeout(resolve, 0));
    expect(firstRender(Page)).toBe("<h1>Quotes</h1>");
  });

  it("leaves a module that failed to the route's own loading and error handling", async () => {
    const Page = lazyLoaded(offlineModule);
    await expect(preloadModule(offlineModule)).rejects.toThrow("offline");
    expect(firstRender(Page)).toContain("<p>loading</p>");
  });
});
