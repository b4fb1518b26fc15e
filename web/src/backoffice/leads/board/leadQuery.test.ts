import { describe, expect, it } from "vitest";
import { leadFilterOf, leadOrderOf } from "./leadQuery";

describe("the lead list's query", () => {
  it("sends only what narrows the list, the search trimmed", () => {
    expect(leadFilterOf({ search: "  ", status: "", source: "" })).toBeNull();
    expect(leadFilterOf({ search: " acme ", status: "WON", source: "BOOKING" })).toEqual({
      search: "acme",
      status: ["WON"],
      source: ["BOOKING"],
    });
  });

  it("reads the sort choice as the API's order, newest first by default", () => {
    expect(leadOrderOf("SCORE:DESC")).toEqual({ field: "SCORE", direction: "DESC" });
    expect(leadOrderOf("CREATED_AT:ASC")).toEqual({ field: "CREATED_AT", direction: "ASC" });
    expect(leadOrderOf("")).toEqual({ field: "CREATED_AT", direction: "DESC" });
  });
});
