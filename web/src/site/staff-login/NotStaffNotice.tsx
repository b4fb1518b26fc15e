import { Alert, Button, Stack } from "@chakra-ui/react";
import { FormattedMessage } from "react-intl";
import { customerDashboardPath, customerLoginPath } from "../../auth/paths";
import { ButtonLink } from "../../ui/navigation/links";

/** A customer account on the staff sign-in: where customers go instead, and, signed out, another try. */
export function NotStaffNotice({ signedIn, onTryAgain }: { signedIn: boolean; onTryAgain: () => void }) {
  return (
    <Stack gap="4">
      <Alert.Root status="warning" data-testid="staff-only-message">
        <Alert.Indicator />
        <Alert.Description>
          <FormattedMessage id="auth.staff.notStaff" />
        </Alert.Description>
      </Alert.Root>
      <ButtonLink to={signedIn ? customerDashboardPath : customerLoginPath} colorPalette="navy">
        <FormattedMessage id={signedIn ? "nav.myDashboard" : "auth.staff.customerLoginLink"} />
      </ButtonLink>
      {!signedIn && (
        <Button variant="ghost" onClick={onTryAgain}>
          <FormattedMessage id="auth.staff.tryAgain" />
        </Button>
      )}
    </Stack>
  );
}
