import { Alert, Button, Container, HStack } from "@chakra-ui/react";
import { FormattedMessage } from "react-intl";
import { PageHeader } from "../../ui/components/PageHeader";
import { PageTitle } from "../../ui/components/PageTitle";
import { ButtonLink } from "../../ui/navigation/links";
import { customerDashboardPath, staffDashboardPath } from "../../auth/paths";

/** A signed-in customer on a staff page. */
export function StaffOnlyNotice() {
  return (
    <>
      <PageTitle id="staff.only.title" />
      <PageHeader
        eyebrow={<FormattedMessage id="staff.eyebrow" />}
        title={<FormattedMessage id="staff.only.title" />}
        subtitle={<FormattedMessage id="staff.only.body" />}
      >
        <HStack pt="4">
          <ButtonLink to={customerDashboardPath} colorPalette="gold">
            <FormattedMessage id="nav.myDashboard" />
          </ButtonLink>
        </HStack>
      </PageHeader>
    </>
  );
}

/** A staff member (not an admin) on an admin-only page. */
export function AdminOnlyNotice() {
  return (
    <>
      <PageTitle id="staff.adminOnly.title" />
      <PageHeader
        eyebrow={<FormattedMessage id="staff.eyebrow" />}
        title={<FormattedMessage id="staff.adminOnly.title" />}
        subtitle={<FormattedMessage id="staff.adminOnly.body" />}
      >
        <HStack pt="4" data-testid="admin-only-notice">
          <ButtonLink to={staffDashboardPath} colorPalette="gold">
            <FormattedMessage id="admin.backToDashboard" />
          </ButtonLink>
        </HStack>
      </PageHeader>
    </>
  );
}

/** The access check itself failed (network, server). */
export function StaffAccessError({ onRetry }: { onRetry: () => void }) {
  return (
    <Container maxW="3xl" pt={{ base: "28", lg: "40" }} pb="16">
      <Alert.Root status="error" flexWrap="wrap" gap="4" alignItems="center">
        <Alert.Indicator />
        <Alert.Description flex="1">
          <FormattedMessage id="staff.checkFailed" />
        </Alert.Description>
        <Button size="sm" variant="outline" colorPalette="red" onClick={onRetry}>
          <FormattedMessage id="common.retry" />
        </Button>
      </Alert.Root>
    </Container>
  );
}
