import { createContext, useContext } from "react";
import type { FormPostback, PostbackForm } from "../../../server/src/http/public-pages/ssr-contract.js";

// The postback's shape is part of what the server and the web's server entry share.
export type { FormPostback, PostbackForm } from "../../../server/src/http/public-pages/ssr-contract.js";

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
