import { useEffect, useMemo, useRef, useState } from "react";
import {
  useLeadBoardView_PreferencesQuery,
  useLeadBoardView_SaveMutation,
  type LeadBoardViewInput,
  type LeadOrderField,
  type LeadSource,
  type LeadStatus,
  type SortDirection,
} from "../../../graphql/generated";
import { useDebouncedValue } from "../../../ui/hooks/useDebouncedValue";
import type { LeadFilterState } from "./LeadFilters";

// The lead board as this staff member left it, kept on the server so it follows them to another
// device: restored once when the page opens, saved a moment after each change.

export const leadBoardViewQuery = /* GraphQL */ `
  query LeadBoardView_Preferences {
    myStaffPreferences {
      leadBoard {
        layout
        search
        status
        source
        orderField
        orderDirection
      }
    }
  }
`;

export const saveLeadBoardViewMutation = /* GraphQL */ `
  mutation LeadBoardView_Save($input: StaffPreferencesInput!) {
    saveStaffPreferences(input: $input) {
      leadBoard {
        layout
        search
        status
        source
        orderField
        orderDirection
      }
    }
  }
`;

export type LeadLayout = "table" | "board";

const DEFAULT_FILTERS: LeadFilterState = { search: "", status: "", source: "", sort: "CREATED_AT:DESC" };

function inputOf(state: LeadFilterState, layout: LeadLayout): LeadBoardViewInput {
  const [field, direction] = state.sort.split(":");
  return {
    layout: layout === "board" ? "BOARD" : "TABLE",
    search: state.search,
    status: (state.status || null) as LeadStatus | null,
    source: (state.source || null) as LeadSource | null,
    orderField: (field || "CREATED_AT") as LeadOrderField,
    orderDirection: (direction || "DESC") as SortDirection,
  };
}

export function useLeadBoardView() {
  const [filters, setFilters] = useState<LeadFilterState>(DEFAULT_FILTERS);
  const [layout, setLayout] = useState<LeadLayout>("table");
  const { data } = useLeadBoardView_PreferencesQuery({ fetchPolicy: "cache-and-network" });
  const [save] = useLeadBoardView_SaveMutation();
  const restored = useRef(false);
  const lastSaved = useRef<string | null>(null);

  useEffect(() => {
    if (restored.current || !data) return;
    restored.current = true;
    const saved = data.myStaffPreferences.leadBoard;
    if (!saved) {
      // Nothing saved yet: the defaults need no save until the person changes something.
      lastSaved.current = JSON.stringify(inputOf(DEFAULT_FILTERS, "table"));
      return;
    }
    const next = {
      search: saved.search,
      status: saved.status ?? "",
      source: saved.source ?? "",
      sort: `${saved.orderField}:${saved.orderDirection}`,
    };
    const nextLayout = saved.layout === "BOARD" ? "board" : "table";
    lastSaved.current = JSON.stringify(inputOf(next, nextLayout));
    setFilters(next);
    setLayout(nextLayout);
  }, [data]);

  const wanted = useMemo(() => inputOf(filters, layout), [filters, layout]);
  const settled = useDebouncedValue(wanted, 600);
  useEffect(() => {
    if (!restored.current) return;
    const text = JSON.stringify(settled);
    if (text === lastSaved.current) return;
    lastSaved.current = text;
    // A lost save only means the board opens as it was before this change: no toast for it.
    void save({ variables: { input: { leadBoard: settled } } }).catch(() => (lastSaved.current = null));
  }, [settled, save]);

  return { filters, setFilters, layout, setLayout };
}
