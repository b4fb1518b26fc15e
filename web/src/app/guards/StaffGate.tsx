import { useState, type ReactNode } from "react";
import { Navigate } from "react-router-dom";
import { PageLoader } from "../../ui/components/PageLoader";
import { useStaffGate_ViewerQuery } from "../../graphql/generated";
import { seededJustNow } from "../firstData/earlyAnswers";
import { AdminOnlyNotice, StaffAccessError, StaffOnlyNotice } from "./StaffOnlyNotice";

export const staffGateViewerQuery = /* GraphQL */ `
  query StaffGate_Viewer {
    viewer {
      id
      role
      canUseStaffTools
    }
  }
`;

interface StaffGateProps {
  /** Where a staff member whose session still lacks the second factor completes sign-in. */
  loginTo: string;
  /** Admin-only pages: staff who are not ADMIN see a notice instead. */
  adminOnly?: boolean;
  children: ReactNode;
}

/** The server decides (viewer.canUseStaffTools): role, and a second factor where required. */
export function StaffGate({ loginTo, adminOnly = false, children }: StaffGateProps) {
  // The server's word each time the gate opens; the answer asked for as this page opened is that.
  const [fetchPolicy] = useState(() =>
    seededJustNow("StaffGate_Viewer") ? ("cache-first" as const) : ("network-only" as const),
  );
  const { data, loading, error, refetch } = useStaffGate_ViewerQuery({
    fetchPolicy,
    notifyOnNetworkStatusChange: true,
  });
  if (loading) return <PageLoader />;
  if (error || !data) return <StaffAccessError onRetry={() => void refetch().catch(() => undefined)} />;
  const viewer = data.viewer;
  if (!viewer) return <Navigate to={loginTo} replace />;
  if (viewer.role === "CUSTOMER") return <StaffOnlyNotice />;
  // Staff whose session lacks the second factor: the staff login sets it up or asks for it.
  if (!viewer.canUseStaffTools) return <Navigate to={loginTo} replace />;
  if (adminOnly && viewer.role !== "ADMIN") return <AdminOnlyNotice />;
  return children;
}
