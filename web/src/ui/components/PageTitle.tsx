import { useIntl } from "react-intl";
import { contactDetails } from "../../lib/contactDetails";
import type { MessageId } from "../../i18n/messages";

/** Sets the document title; React 19 hoists <title> into <head>. */
export function PageTitle({ id, values }: { id: MessageId; values?: Record<string, string | number> }) {
  const intl = useIntl();
  return <title>{`${intl.formatMessage({ id }, values)} · ${contactDetails.brandName}`}</title>;
}
