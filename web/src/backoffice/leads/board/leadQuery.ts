import type {
  LeadFilter,
  LeadOrder,
  LeadOrderField,
  LeadSource,
  LeadStatus,
  SortDirection,
} from "../../../graphql/generated";
import type { LeadFilterState } from "./LeadFilters";

/** The API's filter for what the staff chose; null when nothing narrows the list. */
export function leadFilterOf(state: Pick<LeadFilterState, "search" | "status" | "source">): LeadFilter | null {
  const filter: LeadFilter = {};
  const search = state.search.trim();
  if (search) filter.search = search;
  if (state.status) filter.status = [state.status as LeadStatus];
  if (state.source) filter.source = [state.source as LeadSource];
  return Object.keys(filter).length ? filter : null;
}

export function leadOrderOf(sort: string): LeadOrder {
  const [field, direction] = sort.split(":");
  return { field: (field || "CREATED_AT") as LeadOrderField, direction: (direction || "DESC") as SortDirection };
}
