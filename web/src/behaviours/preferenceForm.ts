// Keys that move through a closed <select>'s options, changing its value as they go.
const browsingKeys = new Set(["ArrowUp", "ArrowDown", "ArrowLeft", "ArrowRight", "Home", "End", "PageUp", "PageDown"]);

/**
 * On a static page, a language or currency chosen in the header's form is sent at once (the server
 * sets the cookie and sends the page again). A choice made with the mouse or a picker applies when
 * made; one made by arrowing through the options applies on Enter or when focus leaves, so a
 * keyboard user can look through the options without the page reloading under them (WCAG 3.2.2).
 */
export function attachPreferenceForm(form: HTMLFormElement): () => void {
  let browsing = false;
  let pending = false;
  const send = () => {
    pending = false;
    form.requestSubmit();
  };
  const onKeyDown = (event: KeyboardEvent) => {
    if (browsingKeys.has(event.key) || event.key.length === 1) browsing = true;
    else if (event.key === "Enter" && pending) {
      event.preventDefault();
      send();
    }
  };
  const onChange = () => {
    if (browsing) pending = true;
    else send();
    browsing = false;
  };
  const onFocusOut = () => {
    browsing = false;
    if (pending) send();
  };
  form.addEventListener("keydown", onKeyDown);
  form.addEventListener("change", onChange);
  form.addEventListener("focusout", onFocusOut);
  return () => {
    form.removeEventListener("keydown", onKeyDown);
    form.removeEventListener("change", onChange);
    form.removeEventListener("focusout", onFocusOut);
  };
}
