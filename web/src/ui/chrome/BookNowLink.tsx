import { FormattedMessage } from "react-intl";
import type { MessageId } from "../../i18n/messages";
import { ButtonLink } from "../navigation/links";
import { bookingPath } from "../navigation/paths";

interface BookNowLinkProps {
  fullWidth?: boolean;
  /** Its words: "Book Now" on the public site, "New request" in the customer area. */
  label?: MessageId;
}

/** The gold call to ask for a flight, on the dark bars of the site and the customer area. */
export function BookNowLink({ fullWidth = false, label = "nav.bookNow" }: BookNowLinkProps) {
  return (
    <ButtonLink
      to={bookingPath}
      size="sm"
      colorPalette="gold"
      width={fullWidth ? "full" : "auto"}
      fontWeight="semibold"
    >
      <FormattedMessage id={label} />
    </ButtonLink>
  );
}
