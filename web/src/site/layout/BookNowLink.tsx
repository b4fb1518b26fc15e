import { FormattedMessage } from "react-intl";
import { ButtonLink } from "../../ui/navigation/links";
import { bookingPath } from "./navLinks";

export function BookNowLink({ fullWidth = false }: { fullWidth?: boolean }) {
  return (
    <ButtonLink
      to={bookingPath}
      size="sm"
      colorPalette="gold"
      width={fullWidth ? "full" : "auto"}
      fontWeight="semibold"
    >
      <FormattedMessage id="nav.bookNow" />
    </ButtonLink>
  );
}
