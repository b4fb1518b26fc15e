import { ChakraProvider } from "@chakra-ui/react";
import { renderToString } from "react-dom/server";
import { describe, expect, it } from "vitest";
import { IslandNavigation } from "./IslandNavigation";
import { islandSystem } from "../../ui/theme/system";
import { NavTextLink, RouteLink } from "../../ui/navigation/links";
import { isCurrentPage } from "../../ui/navigation/navigation";

describe("isCurrentPage", () => {
  it("marks the same path, in any letter case, and ignores the link's query", () => {
    expect(isCurrentPage("/programs", "/programs")).toBe(true);
    expect(isCurrentPage("/Programs", "/programs?tab=jets")).toBe(true);
    expect(isCurrentPage("/fleet", "/programs")).toBe(false);
  });

  it("marks a page under the link's path unless the link is for that path only", () => {
    expect(isCurrentPage("/customer/settings", "/customer")).toBe(true);
    expect(isCurrentPage("/customer/settings", "/customer", true)).toBe(false);
    expect(isCurrentPage("/customers", "/customer")).toBe(false);
    expect(isCurrentPage("/customer/settings", "/customer/")).toBe(true);
  });

  it("marks the home link on the home page only", () => {
    expect(isCurrentPage("/", "/", true)).toBe(true);
    expect(isCurrentPage("/programs", "/", true)).toBe(false);
    expect(isCurrentPage("/programs", "/")).toBe(false);
  });
});

const linkIn = (html: string) => html.match(/<a [^>]*>/)?.[0];

describe("links in an island", () => {
  const render = (location: string, link: React.ReactNode) =>
    renderToString(
      <ChakraProvider value={islandSystem}>
        <IslandNavigation location={location}>{link}</IslandNavigation>
      </ChakraProvider>,
    );

  it("are plain links to the page", () => {
    const html = render("/booking?ref=ab", <RouteLink to="/contact">Contact</RouteLink>);
    expect(html).toContain('<a href="/contact">Contact</a>');
  });

  it("say which one leads to the page shown", () => {
    const here = linkIn(render("/programs?x=1#top", <NavTextLink to="/programs">Programs</NavTextLink>));
    const elsewhere = linkIn(render("/fleet", <NavTextLink to="/programs">Programs</NavTextLink>));
    expect(here).toContain('href="/programs"');
    expect(here).toContain('aria-current="page"');
    expect(elsewhere).toContain('href="/programs"');
    expect(elsewhere).not.toContain("aria-current");
  });
});
