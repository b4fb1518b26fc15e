import { describe, expect, it } from "vitest";
import type { LeadRowFragment } from "../../graphql/generated";
import { applyLeadChange, compareLeads, matchesFilter, type LeadPage } from "./leadList";
import { leadExportUrl } from "./leadExport";

const lead = (id: string, over: Partial<LeadRowFragment> = {}): LeadRowFragment => ({
  __typename: "Lead",
  id,
  contactName: `Contact ${id}`,
  stale: false,
  unreadMessages: 0,
  company: null,
  email: `${id}@example.com`,
  phone: null,
  source: "BOOKING",
  status: "NEW",
  allowedStatuses: ["CONTACTED", "QUALIFIED", "WON", "LOST"],
  score: 50,
  estimatedValueUsd: 10_000,
  createdAt: `2030-01-0${id}T10:00:00.000Z`,
  updatedAt: `2030-01-0${id}T10:00:00.000Z`,
  ...over,
});

const page = (leads: LeadRowFragment[], hasNextPage = false, totalCount = leads.length): LeadPage => ({
  __typename: "LeadConnection",
  totalCount,
  pageInfo: { __typename: "PageInfo", endCursor: leads.length ? `c${leads.at(-1)!.id}` : null, hasNextPage },
  edges: leads.map((node) => ({ __typename: "LeadEdge", cursor: `c${node.id}`, node })),
});

const ids = (p: LeadPage) => p.edges.map((edge) => edge.node.id);

describe("applyLeadChange", () => {
  it("puts a new lead at the top of a newest-first list and counts it", () => {
    const next = applyLeadChange(page([lead("3"), lead("2")]), lead("4"), "CREATED");
    expect(ids(next)).toEqual(["4", "3", "2"]);
    expect(next.totalCount).toBe(3);
    expect(next.pageInfo.endCursor).toBe("c2");
  });

  it("places it by the list's order: by score, between the leads it falls between", () => {
    const list = page([lead("1", { score: 90 }), lead("2", { score: 40 })]);
    expect(
      ids(applyLeadChange(list, lead("3", { score: 60 }), "CREATED", null, { field: "SCORE", direction: "DESC" })),
    ).toEqual(["1", "3", "2"]);
    expect(
      ids(applyLeadChange(list, lead("3", { score: 60 }), "CREATED", null, { field: "SCORE", direction: "ASC" })),
    ).toEqual(["3", "1", "2"]);
  });

  it("leaves a place past the loaded pages to 'load more', but counts a lead new to the list", () => {
    const list = page([lead("5"), lead("4")], true, 9);
    expect(ids(applyLeadChange(list, lead("1"), "CREATED"))).toEqual(["5", "4"]);
    expect(applyLeadChange(list, lead("1"), "CREATED").totalCount).toBe(10);
    // Moved into a one-status column: new there, wherever it falls.
    expect(
      applyLeadChange(page([lead("5", { status: "WON" })], true, 9), lead("1", { status: "WON" }), "STATUS_CHANGED", {
        status: ["WON"],
      }).totalCount,
    ).toBe(10);
  });

  it("does not count twice an existing lead past the loaded pages that was edited or moved within the list's filter", () => {
    const list = page([lead("5"), lead("4")], true, 9);
    expect(applyLeadChange(list, lead("1", { status: "CONTACTED" }), "STATUS_CHANGED")).toBe(list);
    expect(applyLeadChange(list, lead("1", { score: 80 }), "UPDATED")).toBe(list);
  });

  it("moves a lead out of a column it no longer belongs to, and into the one it now does", () => {
    const moved = lead("2", { status: "CONTACTED" });
    const newColumn = applyLeadChange(page([lead("3"), lead("2")]), moved, "STATUS_CHANGED", { status: ["NEW"] });
    const contactedColumn = applyLeadChange(page([lead("1", { status: "CONTACTED" })]), moved, "STATUS_CHANGED", {
      status: ["CONTACTED"],
    });
    expect(ids(newColumn)).toEqual(["3"]);
    expect(newColumn.totalCount).toBe(1);
    expect(ids(contactedColumn)).toEqual(["2", "1"]);
    expect(contactedColumn.totalCount).toBe(2);
  });

  it("is unchanged (the same object) for a lead it already shows or one its filter leaves out, so applying an event twice is harmless", () => {
    const list = page([lead("2")]);
    expect(applyLeadChange(list, lead("2", { score: 99 }), "UPDATED")).toBe(list);
    expect(applyLeadChange(list, lead("3", { source: "CONTACT" }), "CREATED", { source: ["BOOKING"] })).toBe(list);
    const once = applyLeadChange(list, lead("3"), "CREATED");
    expect(applyLeadChange(once, lead("3"), "CREATED")).toBe(once);
  });
});

describe("matchesFilter", () => {
  it("searches name, company, email and phone in any case, like the server", () => {
    const acme = lead("1", { contactName: "Ada Lovelace", company: "Acme Jets", phone: "+44 20 7946 0000" });
    expect(matchesFilter(acme, { search: "acme" })).toBe(true);
    expect(matchesFilter(acme, { search: "LOVELACE" })).toBe(true);
    expect(matchesFilter(acme, { search: "7946" })).toBe(true);
    expect(matchesFilter(acme, { search: "1@example" })).toBe(true);
    expect(matchesFilter(acme, { search: "globex" })).toBe(false);
    expect(matchesFilter(acme, { minScore: 60 })).toBe(false);
    expect(matchesFilter(acme, { status: ["NEW", "WON"], source: ["BOOKING"] })).toBe(true);
  });
});

describe("compareLeads", () => {
  it("breaks ties newest first", () => {
    expect(compareLeads(lead("2", { score: 5 }), lead("1", { score: 5 }), { field: "SCORE" })).toBeLessThan(0);
  });
});

describe("leadExportUrl", () => {
  it("sends the list's filters as the export's query parameters", () => {
    expect(leadExportUrl(null)).toBe("/export/leads.csv");
    expect(leadExportUrl({ status: ["NEW"], source: ["BOOKING", "CONTACT"], search: " acme & co " })).toBe(
      "/export/leads.csv?status=NEW&source=BOOKING%2CCONTACT&search=acme+%26+co",
    );
  });
});
