import { accountName } from "../../auth/accountName";
import { Container, SimpleGrid, Stack } from "@chakra-ui/react";
import { FormattedMessage } from "react-intl";
import { useSession } from "../../auth/SessionContext";
import { PageHeader } from "../../ui/components/PageHeader";
import { PageTitle } from "../../ui/components/PageTitle";
import { AccountDetailsCard } from "../../features/account";
import { useCustomerDashboard_ViewerQuery } from "../../graphql/generated";
import { MyBookings } from "./MyBookings";
import { RecentQuoteRequests } from "./RecentQuoteRequests";

export const customerDashboardViewerQuery = /* GraphQL */ `
  query CustomerDashboard_Viewer {
    viewer {
      id
      email
      name
    }
  }
`;

/** The customer's home: their bookings, their quote requests (live), then the account. */
export default function CustomerDashboardPage() {
  const { user } = useSession();
  const { data } = useCustomerDashboard_ViewerQuery({ fetchPolicy: "cache-and-network" });
  const name = data?.viewer?.name ?? accountName(user);
  const email = data?.viewer?.email ?? user?.email ?? "";

  return (
    <>
      <PageTitle id="nav.myDashboard" />
      <PageHeader
        underFixedNav={false}
        eyebrow={<FormattedMessage id="dashboard.customer.eyebrow" />}
        title={
          name ? (
            <FormattedMessage id="dashboard.welcome" values={{ name }} />
          ) : (
            <FormattedMessage id="dashboard.welcomeNoName" />
          )
        }
        subtitle={<FormattedMessage id="dashboard.customer.intro" />}
      />
      <Container maxW="7xl" py={{ base: "10", md: "16" }}>
        <Stack gap={{ base: "12", md: "16" }}>
          <MyBookings />
          <RecentQuoteRequests />
          <SimpleGrid columns={{ base: 1, lg: 2 }} gap="6" alignItems="start">
            <AccountDetailsCard name={name} email={email} settingsPath="/customer/settings" />
          </SimpleGrid>
        </Stack>
      </Container>
    </>
  );
}
