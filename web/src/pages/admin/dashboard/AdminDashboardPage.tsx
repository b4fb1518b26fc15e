import { Container, SimpleGrid } from "@chakra-ui/react";
import { FormattedMessage } from "react-intl";
import { staffDashboardPath } from "../../../auth/paths";
import { useSession } from "../../../auth/SessionContext";
import { PageHeader } from "../../../components/PageHeader";
import { PageTitle } from "../../../components/PageTitle";
import { AccountDetailsCard } from "../../../features/account/AccountDetailsCard";
import { SecurityCard } from "../../../features/account/SecurityCard";
import { useAdminDashboard_ViewerQuery } from "../../../graphql/generated";

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

// The route guard has checked viewer.canUseStaffTools. The lead board and the other back-office
// tools arrive with their own issues; for now this is the staff member's account.
export default function AdminDashboardPage() {
  const { user } = useSession();
  const { data } = useAdminDashboard_ViewerQuery({ fetchPolicy: "cache-and-network" });
  const viewer = data?.viewer;
  const name = viewer?.name ?? null;

  return (
    <>
      <PageTitle id="dashboard.admin.title" />
      <PageHeader
        eyebrow={<FormattedMessage id="dashboard.admin.eyebrow" />}
        title={<FormattedMessage id="dashboard.admin.title" />}
        subtitle={name ? <FormattedMessage id="dashboard.welcome" values={{ name }} /> : undefined}
      />
      <Container maxW="7xl" py={{ base: "10", md: "16" }}>
        <SimpleGrid columns={{ base: 1, lg: 2 }} gap="6" alignItems="start">
          <AccountDetailsCard name={name} email={viewer?.email ?? user?.email ?? ""} role={viewer?.role} />
          <SecurityCard keepLastFactor returnPath={staffDashboardPath} />
        </SimpleGrid>
      </Container>
    </>
  );
}
