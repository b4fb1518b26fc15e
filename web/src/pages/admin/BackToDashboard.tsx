import { FormattedMessage } from "react-intl";
import { staffDashboardPath } from "../../auth/paths";
import { ButtonLink } from "../../app/navigation/links";

/** Every back-office tool leads back to the staff dashboard (its nav arrives with the dashboard's branch). */
export function BackToDashboard() {
  return (
    <ButtonLink to={staffDashboardPath} variant="outline" colorPalette="gold" size="sm" alignSelf="start">
      <FormattedMessage id="admin.backToDashboard" />
    </ButtonLink>
  );
}
