import createCache from "@emotion/cache";
import { CacheProvider, jsx, keyframes } from "@emotion/react";
import { renderToString } from "react-dom/server";
import { describe, expect, it } from "vitest";
import { webkitPrefixes } from "./webkitPrefixes";

// Emotion on the server writes each rule in a <style> before its element.
function cssOf(style: Record<string, unknown>): string {
  const cache = createCache({ key: "t", stylisPlugins: [webkitPrefixes] });
  return renderToString(<CacheProvider value={cache}>{jsx("div", { css: style })}</CacheProvider>);
}

describe("the prefixes the page styles keep", () => {
  it("writes -webkit- where current Safari or Chrome still needs it", () => {
    const css = cssOf({ userSelect: "none", backdropFilter: "blur(4px)" });
    expect(css).toContain("-webkit-user-select:none;user-select:none;");
    expect(css).toContain("-webkit-backdrop-filter:blur(4px);backdrop-filter:blur(4px);");
  });

  it("writes no old flexbox, -ms-, -moz- or @-webkit-keyframes forms", () => {
    const spin = keyframes({ to: { transform: "rotate(360deg)" } });
    const css = cssOf({ display: "flex", alignItems: "center", appearance: "none", animation: `${spin} 1s` });
    expect(css).toContain("display:flex;align-items:center;appearance:none;");
    expect(css).toContain("@keyframes");
    expect(css).not.toMatch(/-(webkit|moz|ms)-/);
  });

  it("leaves a prefixed declaration the style writes itself", () => {
    expect(cssOf({ WebkitTapHighlightColor: "transparent" })).toContain("-webkit-tap-highlight-color:transparent");
  });
});
