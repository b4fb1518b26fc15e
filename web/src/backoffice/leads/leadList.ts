import type { LeadEventType, LeadFilter, LeadOrder, LeadRowFragment } from "../../graphql/generated";

/** A page of leads as the lists hold it (the shape of the `leads` connection they query). */
export interface LeadPage {
  __typename: "LeadConnection";
  totalCount: number;
  pageInfo: { __typename: "PageInfo"; endCursor: string | null; hasNextPage: boolean };
  edges: { __typename: "LeadEdge"; cursor: string; node: LeadRowFragment }[];
}

/** The filters the board uses, read as the server reads them (search: name, company, email, phone). */
export function matchesFilter(lead: LeadRowFragment, filter: LeadFilter | null | undefined): boolean {
  if (!filter) return true;
  if (filter.status?.length && !filter.status.includes(lead.status)) return false;
  if (filter.source?.length && !filter.source.includes(lead.source)) return false;
  if (filter.minScore != null && lead.score < filter.minScore) return false;
  if (filter.maxScore != null && lead.score > filter.maxScore) return false;
  const search = filter.search?.trim().toLowerCase();
  if (search) {
    const text = [lead.contactName, lead.company, lead.email, lead.phone].filter(Boolean).join(" ").toLowerCase();
    if (!text.includes(search)) return false;
  }
  return true;
}

/** Negative when `a` comes first in the order; ties fall back to newest first, as on the server. */
export function compareLeads(a: LeadRowFragment, b: LeadRowFragment, order: LeadOrder | null | undefined): number {
  const newestFirst = b.createdAt.localeCompare(a.createdAt) || b.id.localeCompare(a.id);
  const sign = order?.direction === "ASC" ? -1 : 1;
  switch (order?.field ?? "CREATED_AT") {
    case "SCORE":
      return sign * (b.score - a.score) || newestFirst;
    case "ESTIMATED_VALUE":
      return sign * (b.estimatedValueUsd - a.estimatedValueUsd) || newestFirst;
    default:
      return sign * newestFirst;
  }
}

/** What happened to the lead, as the live events say: CREATED, STATUS_CHANGED or UPDATED. */
export type LeadChange = LeadEventType;

/**
 * A list after a lead changed elsewhere (created, moved, edited): it joins the lists whose filter
 * it now matches, at its place in their order, and leaves those it no longer matches, with the
 * total kept in step. A place past the loaded pages is left to "load more" to bring.
 */
export function applyLeadChange(
  page: LeadPage,
  lead: LeadRowFragment,
  change: LeadChange,
  filter?: LeadFilter | null,
  order?: LeadOrder | null,
): LeadPage {
  const listed = page.edges.some((edge) => edge.node.id === lead.id);
  const belongs = matchesFilter(lead, filter);
  if (listed && belongs) return page;
  if (listed)
    return {
      ...page,
      totalCount: Math.max(0, page.totalCount - 1),
      edges: page.edges.filter((edge) => edge.node.id !== lead.id),
    };
  if (!belongs) return page;
  const index = page.edges.findIndex((edge) => compareLeads(lead, edge.node, order) < 0);
  const withinLoaded = index >= 0 || !page.pageInfo.hasNextPage;
  // Past the loaded pages an existing lead may already be in the total: it is new to this list
  // only when it was just created, or moved into a list of that one status.
  const newcomer =
    withinLoaded || change === "CREATED" || (change === "STATUS_CHANGED" && filter?.status?.length === 1);
  if (!withinLoaded) return newcomer ? { ...page, totalCount: page.totalCount + 1 } : page;
  const at = index < 0 ? page.edges.length : index;
  // Not a server cursor: "load more" asks after pageInfo.endCursor, which stays the server's.
  const edge = { __typename: "LeadEdge" as const, cursor: `live:${lead.id}`, node: lead };
  return {
    ...page,
    totalCount: page.totalCount + 1,
    edges: [...page.edges.slice(0, at), edge, ...page.edges.slice(at)],
  };
}
