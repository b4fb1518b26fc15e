import type { LeadFilter } from "../../graphql/generated";
import { authorizedDownload } from "../../lib/authorizedDownload";

/** The CSV export of the leads a filter shows (server/src/modules/exports: the same filters as query parameters). */
export function leadExportUrl(filter: LeadFilter | null): string {
  const params = new URLSearchParams();
  if (filter?.status?.length) params.set("status", filter.status.join(","));
  if (filter?.source?.length) params.set("source", filter.source.join(","));
  if (filter?.search?.trim()) params.set("search", filter.search.trim());
  if (filter?.minScore != null) params.set("minScore", String(filter.minScore));
  if (filter?.maxScore != null) params.set("maxScore", String(filter.maxScore));
  const query = params.toString();
  return `/export/leads.csv${query ? `?${query}` : ""}`;
}

/** The leads a filter shows, as the server's CSV, downloaded with the staff's bearer token. */
export function downloadLeadsCsv(filter: LeadFilter | null, accessToken: string | null): Promise<void> {
  return authorizedDownload(leadExportUrl(filter), accessToken, `leads-${new Date().toISOString().slice(0, 10)}.csv`);
}
