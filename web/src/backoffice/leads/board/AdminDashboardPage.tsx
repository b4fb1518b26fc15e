import { Container, Heading, SimpleGrid, Stack } from "@chakra-ui/react";
import { FormattedMessage } from "react-intl";
import { staffDashboardPath } from "../../../auth/paths";
import { useSession } from "../../../auth/SessionContext";
import { useLiveState } from "../../../graphql/apollo/liveConnection";
import { BackOfficePageHeader } from "../../layout/BackOfficePageHeader";
import { PageTitle } from "../../../ui/components/PageTitle";
import { AccountDetailsCard, SecurityCard, SecurityKeysCard } from "../../../features/account";
import { useLeadEvents } from "../useLeadEvents";
import { useAdminDashboard_ViewerQuery } from "../../../graphql/generated";
import { LeadsSection } from "./LeadsSection";
import { LeadStatsCards } from "./LeadStatsCards";
import { LiveBanner } from "./LiveBanner";

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
  const name = viewer?.name ?? null;
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
          <Stack as="section" aria-labelledby="my-account-title" gap="5">
            <Heading id="my-account-title" as="h2" fontSize="2xl" fontWeight="normal" fontFamily="heading">
              <FormattedMessage id="admin.account.title" />
            </Heading>
            <SimpleGrid columns={{ base: 1, lg: 2 }} gap="6" alignItems="start">
              <AccountDetailsCard name={name} email={viewer?.email ?? user?.email ?? ""} role={viewer?.role} />
              <SecurityCard keepLastFactor returnPath={staffDashboardPath} />
              <SecurityKeysCard />
            </SimpleGrid>
          </Stack>
        </Stack>
      </Container>
    </>
  );
}
