import type { DocumentNode } from "graphql";
import {
  AdminDashboard_ViewerDocument,
  CustomerDashboard_BookingsDocument,
  CustomerDashboard_RequestsDocument,
  CustomerDashboard_UnreadDocument,
  CustomerDashboard_ViewerDocument,
  LeadBoard_LeadsDocument,
  LeadBoard_StatsDocument,
  LeadBoardView_PreferencesDocument,
  StaffGate_ViewerDocument,
} from "../../graphql/generated";
import { leadOrderOf } from "../../backoffice";

/** One query a page sends as it opens, with the variables it sends it with. */
export interface FirstRequest {
  document: DocumentNode;
  variables: Record<string, unknown>;
}

// What each surface's landing page asks first, as its components ask it (same documents, same
// variables): the guard's check, then the page's own data. A request that differs from the one the
// page makes is simply not used (firstDataLink compares query and variables).
export const firstRequestsByPath: Record<string, FirstRequest[]> = {
  "/admin/dashboard": [
    { document: StaffGate_ViewerDocument, variables: {} },
    // The lead list as it opens: no filter, newest first (useLeadBoardView's defaults), 20 rows.
    { document: LeadBoard_LeadsDocument, variables: { first: 20, filter: null, orderBy: leadOrderOf("") } },
    { document: LeadBoard_StatsDocument, variables: {} },
    { document: AdminDashboard_ViewerDocument, variables: {} },
    { document: LeadBoardView_PreferencesDocument, variables: {} },
  ],
  "/customer-dashboard": [
    { document: CustomerDashboard_ViewerDocument, variables: {} },
    { document: CustomerDashboard_RequestsDocument, variables: {} },
    { document: CustomerDashboard_BookingsDocument, variables: {} },
    { document: CustomerDashboard_UnreadDocument, variables: {} },
  ],
};
