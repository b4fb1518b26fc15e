import { describe, expect, it } from "vitest";
import routePaths from "../paths.json";
import { routeModules } from "./routeModules";
import { seoRoutes } from "../../site";

describe("paths.json", () => {
  it("lists exactly the routes the router renders", () => {
    expect(new Set(Object.keys(routeModules))).toEqual(new Set(routePaths));
    expect(routePaths).toHaveLength(new Set(routePaths).size);
  });

  it("holds absolute path patterns", () => {
    for (const path of routePaths) expect(path).toMatch(/^\/([a-z0-9-]+|:[a-z]+)?(\/([a-z0-9-]+|:[a-z]+))*$/);
  });
});

describe("seoRoutes", () => {
  it("names only pages the router renders, each once, with no parameters to fill in", () => {
    const paths = seoRoutes.map((route) => route.path);
    expect(paths).toHaveLength(new Set(paths).size);
    for (const path of paths) {
      expect(routePaths).toContain(path);
      expect(path).not.toContain(":");
    }
  });
});
