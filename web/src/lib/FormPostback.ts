import { createContext, useContext } from "react";

/** The public forms that also work without JavaScript (a plain POST the server answers with the page). */
export type PostbackForm = "contact" | "affiliate";

/**
 * What the server knows after such a POST, for the page it answers with: the values sent (kept, in
 * the visitor's language, beside their errors), the fields the server refused, the receipt when it
 * was recorded, or that it could not be sent at all (a dependency down).
 */
export interface FormPostback {
  form: PostbackForm;
  values: Record<string, string>;
  problemFields: string[];
  receipt: string | null;
  failed: boolean;
}

export const FormPostbackContext = createContext<FormPostback | null>(null);

/** The page carries its postback as a JSON data block of this id, so the browser hydrates the same form. */
export const postbackElementId = "form-postback";

export function readServerPostback(): FormPostback | null {
  const text = document.getElementById(postbackElementId)?.textContent;
  if (!text) return null;
  try {
    return JSON.parse(text) as FormPostback;
  } catch {
    return null;
  }
}

/** The server's answer to this form's POST, when the page is that answer. */
export function useFormPostback(form: PostbackForm): FormPostback | null {
  const postback = useContext(FormPostbackContext);
  return postback?.form === form ? postback : null;
}
