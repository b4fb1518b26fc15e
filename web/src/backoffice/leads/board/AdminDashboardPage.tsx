import { Container, Stack } from "@chakra-ui/react";
import { lazy, Suspense } from "react";
import { FormattedMessage } from "react-intl";
import { useSession } from "../../../auth/SessionContext";
import { useLiveState } from "../../../graphql/apollo/liveConnection";
import { BackOfficePageHeader } from "../../layout/BackOfficePageHeader";
import { PageTitle } from "../../../ui/components/PageTitle";
import { useLeadEvents } from "../useLeadEvents";
import { useAdminDashboard_ViewerQuery } from "../../../graphql/generated";
import { LeadsSection } from "./LeadsSection";
import { LeadStatsCards } from "./LeadStatsCards";
import { LiveBanner } from "./LiveBanner";

// The account's cards load beside the board, not before it (their file brings the sign-in factors' code).
const DashboardAccount = lazy(() => import("./DashboardAccount"));

export const adminDashboardViewerQuery = /* GraphQL */ `
  query AdminDashboard_Viewer {
    viewer {
      id
      email
      name
      role
    }
  }
`;

/**
 * The sales team's live lead board (the route guard has checked viewer.canUseStaffTools): the
 * pipeline's figures and its leads, kept current by the lead events; the staff member's own
 * account last.
 */
export default function AdminDashboardPage() {
  const { user } = useSession();
  const { data } = useAdminDashboard_ViewerQuery({ fetchPolicy: "cache-and-network" });
  const viewer = data?.viewer;
  useLeadEvents();
  const live = useLiveState();

  return (
    <>
      <PageTitle id="dashboard.admin.title" />
      <Container maxW="7xl" py="6">
        {/* data-live: whether the lead feed is connected, for anyone (and any test) inspecting the page. */}
        <Stack gap="6" data-live={live}>
          {/* Who is signed in shows in the back office's bar: the title stands alone. */}
          <BackOfficePageHeader title={<FormattedMessage id="dashboard.admin.title" />} />
          <LiveBanner />
          <LeadStatsCards />
          <LeadsSection />
          <Suspense fallback={null}>
            <DashboardAccount viewer={viewer} email={viewer?.email ?? user?.email ?? ""} />
          </Suspense>
        </Stack>
      </Container>
    </>
  );
}
