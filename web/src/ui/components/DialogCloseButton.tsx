import { CloseButton, Dialog } from "@chakra-ui/react";
import { useIntl } from "react-intl";

/** The × in a dialog's corner, named "Close" in the visitor's language. */
export function DialogCloseButton() {
  const intl = useIntl();
  return (
    <Dialog.CloseTrigger asChild>
      <CloseButton size="sm" aria-label={intl.formatMessage({ id: "common.close" })} />
    </Dialog.CloseTrigger>
  );
}
