import { describe, expect, it } from "vitest";
import { backOfficeRoutes } from "../../backoffice/routes";
import { customerRoutes } from "../../customer/routes";
import { publicPages } from "../../site/routes";
import { seoRoutes } from "../../site";

const paths = [
  ...publicPages.map((page) => page.path),
  ...Object.keys(customerRoutes),
  ...Object.keys(backOfficeRoutes),
];

describe("the surfaces' route tables", () => {
  it("give every page one path", () => {
    expect(paths).toHaveLength(new Set(paths).size);
  });

  it("hold absolute path patterns", () => {
    for (const path of paths) expect(path).toMatch(/^\/([a-z0-9-]+|:[a-z]+)?(\/([a-z0-9-]+|:[a-z]+))*$/);
  });
});

describe("seoRoutes", () => {
  it("names only public pages, each once, with no parameters to fill in", () => {
    const seoPaths = seoRoutes.map((route) => route.path);
    expect(seoPaths).toHaveLength(new Set(seoPaths).size);
    for (const path of seoPaths) {
      expect(publicPages.map((page) => page.path)).toContain(path);
      expect(path).not.toContain(":");
    }
  });
});
