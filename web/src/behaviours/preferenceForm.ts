/** On a static page, choosing a language or currency sends its form at once (the server sets the cookie and reloads the page). */
export function attachPreferenceForm(form: HTMLFormElement): () => void {
  const onChange = () => form.requestSubmit();
  form.addEventListener("change", onChange);
  return () => form.removeEventListener("change", onChange);
}
