import type { StaffSearchKind } from "../../graphql/generated";

interface Hit {
  kind: StaffSearchKind;
  id: string;
  title: string;
  leadId?: string | null;
}

/** Where a search hit opens: a lead, or the lead a request or booking belongs to; an account in the users list. */
export function hitPath(hit: Hit): string {
  switch (hit.kind) {
    case "LEAD":
      return `/admin/leads/${hit.id}`;
    case "REQUEST":
      return hit.leadId ? `/admin/leads/${hit.leadId}` : "/admin/dashboard";
    case "BOOKING":
      return `/admin/bookings?q=${encodeURIComponent(hit.title)}`;
    case "ACCOUNT":
      return `/admin/users?q=${encodeURIComponent(hit.title)}`;
  }
}
