import { CacheProvider, Global, jsx } from "@emotion/react";
import { renderToString } from "react-dom/server";
import { describe, expect, it } from "vitest";
import { collectedStyles, pageStyleCache, pageStyleTags } from "./pageStyles";

function render(cache: ReturnType<typeof pageStyleCache>, ...styles: Record<string, unknown>[]): string {
  return renderToString(
    <CacheProvider value={cache}>
      <Global styles={{ body: { margin: 0 } }} />
      {styles.map((css, index) => jsx("p", { key: index, css }))}
    </CacheProvider>,
  );
}

const shared = { color: "navy" };
const pageOwn = { color: "gold" };

describe("a public page's styles", () => {
  it("links the shared sheet and keeps inline only the rules the sheet lacks", () => {
    const build = pageStyleCache();
    render(build, shared);
    const sheet = collectedStyles(build);
    expect(sheet.css).toMatch(/^body\{margin:0;\}.*color:navy;/);

    const cache = pageStyleCache();
    const html = render(cache, shared, pageOwn);
    const tags = pageStyleTags(cache, html, { href: "/assets/site-abc.css", ids: new Set(sheet.ids) });
    expect(tags.startsWith('<link rel="stylesheet" href="/assets/site-abc.css" data-shared-styles>')).toBe(true);
    expect(tags).toContain("color:gold;");
    expect(tags).not.toContain("color:navy;");
    expect(tags).not.toContain("margin:0");
  });

  it("carries every rule inline when the build wrote no sheet", () => {
    const cache = pageStyleCache();
    const tags = pageStyleTags(cache, render(cache, shared, pageOwn), null);
    expect(tags).not.toContain("<link");
    expect(tags).toContain("margin:0");
    expect(tags).toContain("color:navy;");
    expect(tags).toContain("color:gold;");
  });
});
