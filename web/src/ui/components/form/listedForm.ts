import { useState } from "react";
import {
  cleanForm,
  formFaults,
  type FieldFault,
  type FormField,
  type FormValues,
} from "../../../../../server/src/core/rules/index.js";
import type { MessageId } from "../../../i18n/messages";
import { useFormPostback, type PostbackForm } from "../../../lib/FormPostback";
import { useFormDraft } from "../../../lib/useFormDraft";
import { useFormSubmit } from "./useFormSubmit";

/**
 * A public form's field as the web reads it from the shared list (server/src/core/rules/public-forms.ts):
 * a list whose ids are missing from the catalogues does not typecheck where it is passed here.
 */
export interface WebFormField extends FormField {
  label: MessageId;
  error: MessageId;
  hint?: MessageId;
}
export type WebFormFields = Readonly<Record<string, WebFormField>>;

/** What a person typed, field by field. */
export type TypedValues<F extends WebFormFields> = Record<keyof F & string, string>;
export type FieldErrors<F extends WebFormFields> = Partial<Record<keyof F & string, MessageId>>;

const emptyValues = <F extends WebFormFields>(fields: F) =>
  Object.fromEntries(Object.keys(fields).map((field) => [field, ""])) as TypedValues<F>;

/** The field's own message, except for control characters (pasted, never typed): the general one. */
const messageOf = (field: WebFormField | undefined, fault: FieldFault): MessageId =>
  field && fault !== "control" ? field.error : "form.error.check";

/** The same check the server makes, on the same cleaned values: every faulty field shows at once. */
export function listedErrors<F extends WebFormFields>(fields: F, typed: TypedValues<F>): FieldErrors<F> {
  const faults = formFaults(fields, cleanForm(fields, typed)) as Partial<Record<keyof F & string, FieldFault>>;
  return Object.fromEntries(
    Object.entries(faults).map(([field, fault]) => [field, messageOf(fields[field], fault as FieldFault)]),
  ) as FieldErrors<F>;
}

interface ListedFormOptions {
  /** Where the draft is kept while typing (sessionStorage). */
  draftKey: string;
  /** The form's name in a no-JavaScript post's answer (server/src/http/public-pages/form-posts.ts). */
  postback: PostbackForm;
}

/**
 * A listed public form's state: a draft kept while typing (or the fields a no-JavaScript post sent
 * back), checked here first and then by the server, and a key made once per draft (one record per
 * send, however often it is retried). `send` gets the cleaned values, as the server stores them.
 */
export function useListedForm<F extends WebFormFields>(fields: F, { draftKey, postback: form }: ListedFormOptions) {
  const postback = useFormPostback(form);
  const fresh = () => ({ ...emptyValues(fields), key: crypto.randomUUID() });
  const [values, update, reset] = useFormDraft(draftKey, fresh, postback?.values as Partial<TypedValues<F>>);
  const { errors, submit } = useFormSubmit<keyof F & string>(
    (field) => (fields[field] ? fields[field].error : "form.error.check"),
    postback?.problemFields,
  );
  const [receipt, setReceipt] = useState<string | null>(postback?.receipt ?? null);

  async function send(deliver: (input: FormValues<F>, key: string) => Promise<string>): Promise<void> {
    await submit(listedErrors(fields, values), async () => {
      setReceipt(await deliver(cleanForm(fields, values), values.key));
      reset();
    });
  }

  return {
    values: values as TypedValues<F>,
    update: update as (patch: Partial<TypedValues<F>>) => void,
    errors,
    receipt,
    send,
    sendAnother: () => setReceipt(null),
    sendFailed: postback?.failed ?? false,
  };
}
