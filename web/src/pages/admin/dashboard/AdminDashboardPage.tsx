import { Container, Heading, SimpleGrid, Stack } from "@chakra-ui/react";
import { FormattedMessage } from "react-intl";
import { staffDashboardPath } from "../../../auth/paths";
import { useSession } from "../../../auth/SessionContext";
import { useLiveState } from "../../../app/apollo/liveConnection";
import { PageHeader } from "../../../components/PageHeader";
import { PageTitle } from "../../../components/PageTitle";
import { AccountDetailsCard } from "../../../features/account/AccountDetailsCard";
import { SecurityCard } from "../../../features/account/SecurityCard";
import { SecurityKeysCard } from "../../../features/account/SecurityKeysCard";
import { useFreshLeads } from "../../../features/leads/useFreshLeads";
import { useLeadEvents } from "../../../features/leads/useLeadEvents";
import { useAdminDashboard_ViewerQuery } from "../../../graphql/generated";
import { BackOfficeNav } from "./BackOfficeNav";
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
  const { fresh, markFresh } = useFreshLeads();
  useLeadEvents(markFresh);
  const live = useLiveState();

  return (
    <>
      <PageTitle id="dashboard.admin.title" />
      <PageHeader
        eyebrow={<FormattedMessage id="dashboard.admin.eyebrow" />}
        title={<FormattedMessage id="dashboard.admin.title" />}
        subtitle={name ? <FormattedMessage id="dashboard.welcome" values={{ name }} /> : undefined}
      />
      <Container maxW="7xl" py={{ base: "8", md: "12" }}>
        {/* data-live: whether the lead feed is connected, for anyone (and any test) inspecting the page. */}
        <Stack gap={{ base: "8", md: "10" }} data-live={live}>
          <BackOfficeNav />
          <LiveBanner />
          <LeadStatsCards />
          <LeadsSection fresh={fresh} />
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
