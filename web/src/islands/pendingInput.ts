// What a visitor does to an island before its code has arrived is kept, not lost: text typed stays
// in the fields and reaches the component's state once it runs; a button pressed or a form sent in
// the meantime is pressed or sent again then. If the code never arrives, the press or the send
// goes ahead as plain HTML (a form posts to the server).

type Field = HTMLInputElement | HTMLTextAreaElement | HTMLSelectElement;

type Pending = { kind: "click"; target: HTMLElement } | { kind: "submit"; form: HTMLFormElement; submitter: HTMLElement | null };

const pressable = "button, [role=button], [role=tab], input[type=submit], input[type=checkbox], input[type=radio]";

function isChanged(field: Field): boolean {
  if (field instanceof HTMLSelectElement) return [...field.options].some((option) => option.selected !== option.defaultSelected);
  if (field instanceof HTMLInputElement && (field.type === "checkbox" || field.type === "radio")) return field.checked !== field.defaultChecked;
  return field.value !== field.defaultValue;
}

/**
 * React tracks a field's value to tell a real change from its own writes. The component's state is
 * still what the server rendered (the default), so: write the default through React's tracker, put
 * the visitor's text back past it, and announce it as input, which React then reports as a change.
 */
function handOver(field: Field): void {
  if (field instanceof HTMLInputElement && (field.type === "checkbox" || field.type === "radio")) {
    field.checked = field.defaultChecked;
    field.click();
    return;
  }
  const typed = field.value;
  const prototype = Object.getPrototypeOf(field) as object;
  const nativeValue = Object.getOwnPropertyDescriptor(prototype, "value");
  if (field instanceof HTMLSelectElement) {
    const chosen = [...field.options].find((option) => option.defaultSelected) ?? field.options[0];
    field.value = chosen?.value ?? "";
  } else {
    field.value = field.defaultValue;
  }
  nativeValue?.set?.call(field, typed);
  field.dispatchEvent(new Event(field instanceof HTMLSelectElement ? "change" : "input", { bubbles: true }));
}

function replay(pending: Pending): void {
  if (pending.kind === "click") pending.target.click();
  else if (pending.submitter instanceof HTMLButtonElement || pending.submitter instanceof HTMLInputElement) pending.form.requestSubmit(pending.submitter);
  else pending.form.requestSubmit();
}

/** Holds presses and sends inside `root` until `release` is called: with true once hydrated, false if it failed. */
export function holdInputUntilHydrated(root: HTMLElement): (hydrated: boolean) => void {
  let pending: Pending | null = null;
  const onClick = (event: MouseEvent) => {
    const target = event.target instanceof Element ? event.target.closest<HTMLElement>(pressable) : null;
    if (!target || !root.contains(target) || target.matches("[type=submit]")) return;
    event.preventDefault();
    event.stopPropagation();
    pending = { kind: "click", target };
  };
  const onSubmit = (event: SubmitEvent) => {
    if (!(event.target instanceof HTMLFormElement)) return;
    event.preventDefault();
    event.stopPropagation();
    pending = { kind: "submit", form: event.target, submitter: event.submitter };
  };
  root.addEventListener("click", onClick, true);
  root.addEventListener("submit", onSubmit, true);

  return (hydrated) => {
    root.removeEventListener("click", onClick, true);
    root.removeEventListener("submit", onSubmit, true);
    if (hydrated) {
      for (const field of root.querySelectorAll<Field>("input, textarea, select")) {
        if (isChanged(field)) handOver(field);
      }
    }
    if (pending) replay(pending);
  };
}
