import { Heading, SimpleGrid, Stack } from "@chakra-ui/react";
import { FormattedMessage } from "react-intl";
import { staffDashboardPath } from "../../../auth/paths";
import { AccountDetailsCard, SecurityCard, SecurityKeysCard } from "../../../features/account";
import type { AdminDashboard_ViewerQuery } from "../../../graphql/generated";

/**
 * The staff member's own account, last on the dashboard. A file of its own: its cards bring the
 * sign-in factors' code (two-step codes, security keys), which the lead board does not wait for.
 */
export default function DashboardAccount({
  viewer,
  email,
}: {
  viewer: AdminDashboard_ViewerQuery["viewer"] | undefined;
  email: string;
}) {
  return (
    <Stack as="section" aria-labelledby="my-account-title" gap="5">
      <Heading id="my-account-title" as="h2" fontSize="2xl" fontWeight="normal" fontFamily="heading">
        <FormattedMessage id="admin.account.title" />
      </Heading>
      <SimpleGrid columns={{ base: 1, lg: 2 }} gap="6" alignItems="start">
        <AccountDetailsCard name={viewer?.name ?? null} email={email} role={viewer?.role} />
        <SecurityCard keepLastFactor returnPath={staffDashboardPath} />
        <SecurityKeysCard />
      </SimpleGrid>
    </Stack>
  );
}
