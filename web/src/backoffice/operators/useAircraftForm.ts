import { useState, type FormEvent } from "react";
import { useIntl } from "react-intl";
import { badInputFields, hasErrorCode } from "../../ui/components/form/fieldErrors";
import { toaster } from "../../ui/components/toaster";
import { useAdminAddAircraftMutation, useAdminUpdateAircraftMutation } from "../../graphql/generated";
import type { MessageId } from "../../i18n/messages";
import { toAircraftInput, type AircraftDraft } from "./aircraftDraft";
import { columnOfField } from "./fleetColumns";

type Field = keyof typeof columnOfField;

const isField = (name: string): name is Field => name in columnOfField;

/** What a refused field of the aircraft form says, in the reader's language. */
const errorOf = (field: Field): MessageId => `admin.fleet.error.${columnOfField[field]}`;

/** One aircraft being added to an operator's fleet or edited; refused fields are marked, `onDone` runs once saved. */
export function useAircraftForm(operatorId: string, initial: AircraftDraft, onDone: () => void) {
  const intl = useIntl();
  const [draft, setDraft] = useState(initial);
  const [errors, setErrors] = useState<Map<Field, MessageId>>(new Map());
  const [add, adding] = useAdminAddAircraftMutation();
  const [update, updating] = useAdminUpdateAircraftMutation();

  const mark = (paths: string[]) =>
    setErrors(
      new Map(
        paths.flatMap((path) => {
          const field = path.replace(/^input\./, "");
          return isField(field) ? [[field, errorOf(field)] as const] : [];
        }),
      ),
    );

  async function onSubmit(event: FormEvent) {
    event.preventDefault();
    const checked = toAircraftInput(draft);
    if ("bad" in checked) return mark(checked.bad);
    setErrors(new Map());
    try {
      if (draft.id) await update({ variables: { id: draft.id, input: checked.input } });
      else await add({ variables: { operatorId, input: checked.input } });
      toaster.create({ type: "success", title: intl.formatMessage({ id: "admin.fleet.saved" }) });
      onDone();
    } catch (error) {
      const fields = badInputFields(error);
      if (hasErrorCode(error, "CONFLICT"))
        setErrors(new Map([["registration", "admin.fleet.error.registrationTaken"]]));
      else if (fields.length) mark(fields);
      else
        toaster.create({
          type: "error",
          closable: true,
          title: intl.formatMessage({ id: "admin.operators.saveFailed" }),
        });
    }
  }

  return { draft, setDraft, errors, loading: adding.loading || updating.loading, onSubmit };
}
