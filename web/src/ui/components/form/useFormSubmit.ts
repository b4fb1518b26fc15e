import { useState } from "react";
import { useIntl } from "react-intl";
import type { MessageId } from "../../../i18n/messages";
import { toaster } from "../toaster";
import { badInputFields } from "./fieldErrors";

type Errors<F extends string> = Partial<Record<F, MessageId>>;

/**
 * A public form's submit: the client's checks first, then one send; the server's field errors land
 * beside their fields (in the visitor's language), any other failure says the typing is kept.
 */
export function useFormSubmit<F extends string>(
  serverMessage: (field: string) => MessageId,
  refusedFields: readonly string[] = [],
) {
  const intl = useIntl();
  // A page the server answered a POST with starts with that POST's field errors.
  const [errors, setErrors] = useState<Errors<F>>(
    () => Object.fromEntries(refusedFields.map((field) => [field, serverMessage(field)])) as Errors<F>,
  );
  async function submit(found: Errors<F>, send: () => Promise<void>): Promise<void> {
    setErrors(found);
    if (Object.keys(found).length) return;
    try {
      await send();
    } catch (error) {
      const fields = badInputFields(error);
      if (fields.length)
        setErrors(Object.fromEntries(fields.map((field) => [field, serverMessage(field)])) as Errors<F>);
      else
        toaster.create({
          type: "error",
          closable: true,
          title: intl.formatMessage({ id: "form.sendFailedTitle" }),
          description: intl.formatMessage({ id: "form.sendFailedBody" }),
        });
    }
  }
  return { errors, submit };
}
