import { useState, type FormEvent } from "react";
import { useIntl } from "react-intl";
import { badInputFields, hasErrorCode } from "../../ui/components/form/fieldErrors";
import { toaster } from "../../ui/components/toaster";
import {
  useAdminCreateOperatorMutation,
  useAdminUpdateOperatorMutation,
  type AdminOperatorFieldsFragment,
} from "../../graphql/generated";
import type { MessageId } from "../../i18n/messages";
import { formFieldOf, toOperatorInput, type OperatorDraft } from "./operatorDraft";

/** What a refused field of the operator form says, in the reader's language. */
export function operatorErrorMessage(field: string): MessageId {
  if (field === "aocExpiresOn" || field === "insuranceExpiresOn" || field.endsWith(".expiresOn"))
    return "admin.operators.error.date";
  if (field.endsWith(".rating")) return "admin.operators.error.auditRating";
  const contact = /^contact\.\d+\.(name|email|phone|language)$/.exec(field);
  if (contact) return `admin.operators.error.contact.${contact[1] as "name" | "email" | "phone" | "language"}`;
  if (field === "name" || field === "aocNumber" || field === "country" || field === "notes" || field === "contacts")
    return `admin.operators.error.${field}`;
  return "admin.operators.error.check";
}

/**
 * The operator form's draft, sent with createOperator (no operator yet) or updateOperator; the
 * fields the server refuses are marked, and `onSaved` gets the operator as saved.
 */
export function useOperatorForm(
  initial: OperatorDraft,
  operatorId: string | null,
  onSaved: (operator: AdminOperatorFieldsFragment) => void,
) {
  const intl = useIntl();
  const [draft, setDraft] = useState(initial);
  const [errors, setErrors] = useState<Map<string, MessageId>>(new Map());
  const [create, creating] = useAdminCreateOperatorMutation({ refetchQueries: ["AdminOperators"] });
  const [update, updating] = useAdminUpdateOperatorMutation();

  async function onSubmit(event: FormEvent) {
    event.preventDefault();
    setErrors(new Map());
    const input = toOperatorInput(draft);
    try {
      const saved = operatorId
        ? (await update({ variables: { id: operatorId, input } })).data!.updateOperator
        : (await create({ variables: { input } })).data!.createOperator;
      toaster.create({ type: "success", title: intl.formatMessage({ id: "admin.operators.saved" }) });
      onSaved(saved);
    } catch (error) {
      const fields = badInputFields(error);
      if (hasErrorCode(error, "CONFLICT")) setErrors(new Map([["aocNumber", "admin.operators.error.aocTaken"]]));
      else if (fields.length)
        setErrors(
          new Map(
            fields.map((path) => {
              const field = formFieldOf(path, draft) ?? path;
              return [field, operatorErrorMessage(field)];
            }),
          ),
        );
      else
        toaster.create({
          type: "error",
          closable: true,
          title: intl.formatMessage({ id: "admin.operators.saveFailed" }),
        });
    }
  }

  return { draft, setDraft, errors, loading: creating.loading || updating.loading, onSubmit };
}
