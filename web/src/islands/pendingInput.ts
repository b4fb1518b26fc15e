// What a visitor does to an island before its code has arrived is kept, not lost: text typed stays
// in the fields and reaches the component's state once it runs; a button pressed or a form sent in
// the meantime is pressed or sent again then. If the code never arrives, a form made to post to the
// server (contact, affiliate) is sent as HTML; any other send is dropped.

type Field = HTMLInputElement | HTMLTextAreaElement | HTMLSelectElement;

type Pending = { kind: "click"; target: HTMLElement } | { kind: "submit"; form: HTMLFormElement; submitter: HTMLElement | null };

const pressable = "button, [role=button], [role=tab], input[type=submit], input[type=checkbox], input[type=radio]";

function isChanged(field: Field): boolean {
  if (field instanceof HTMLSelectElement) return [...field.options].some((option) => option.selected !== option.defaultSelected);
  if (field instanceof HTMLInputElement && (field.type === "checkbox" || field.type === "radio")) return field.checked !== field.defaultChecked;
  return field.value !== field.defaultValue;
}

/** What the visitor typed or chose in `root` before its code ran: the fields that differ from the server's HTML. */
function typedBy(root: HTMLElement): Map<Field, string | boolean> {
  const typed = new Map<Field, string | boolean>();
  for (const field of root.querySelectorAll<Field>("input, textarea, select")) {
    if (!isChanged(field)) continue;
    typed.set(field, field instanceof HTMLInputElement && (field.type === "checkbox" || field.type === "radio") ? field.checked : field.value);
  }
  return typed;
}

/**
 * Hydration makes the fields show the component's state, which is still what the server rendered.
 * The visitor's input goes back in as input React hears: through React's own value tracker
 * (the element's `value`), the field reads as the state; the visitor's text is then put back past
 * the tracker (the prototype's setter) and announced with an input event, which React reports as
 * a change. A box is ticked again by a click.
 */
function handOver(field: Field, typed: string | boolean): void {
  if (typeof typed === "boolean") {
    if (field instanceof HTMLInputElement && field.checked !== typed) field.click();
    return;
  }
  if (field.value === typed) return;
  const nativeValue = Object.getOwnPropertyDescriptor(Object.getPrototypeOf(field) as object, "value");
  const shown = field.value;
  field.value = shown;
  nativeValue?.set?.call(field, typed);
  field.dispatchEvent(new Event(field instanceof HTMLSelectElement ? "change" : "input", { bubbles: true }));
}

function replay(pending: Pending, hydrated: boolean): void {
  if (pending.kind === "click") pending.target.click();
  // Without its code, only a form made to post to the server (it names where) is sent as HTML.
  else if (!hydrated && !pending.form.hasAttribute("action")) return;
  else if (pending.submitter instanceof HTMLButtonElement || pending.submitter instanceof HTMLInputElement) pending.form.requestSubmit(pending.submitter);
  else pending.form.requestSubmit();
}

export interface HeldInput {
  /** Call right before hydration starts: what was typed until then is kept to hand over. */
  beforeHydration(): void;
  /** Call with true once hydrated (the input is handed over), false if it failed. */
  release(hydrated: boolean): void;
}

/** Holds presses and sends inside `root` until its island has hydrated, and keeps what was typed. */
export function holdInputUntilHydrated(root: HTMLElement): HeldInput {
  let pending: Pending | null = null;
  let typed = new Map<Field, string | boolean>();
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

  return {
    beforeHydration: () => {
      typed = typedBy(root);
    },
    release: (hydrated) => {
      root.removeEventListener("click", onClick, true);
      root.removeEventListener("submit", onSubmit, true);
      if (hydrated) for (const [field, value] of typed) handOver(field, value);
      if (pending) replay(pending, hydrated);
    },
  };
}
