// What a visitor does to an island before its code has arrived is kept, not lost: text typed stays
// in the fields and reaches the component's state once it runs; a button pressed or a form sent in
// the meantime is pressed or sent again then. If the code never arrives, a form made to post to the
// server (contact, affiliate) is sent as HTML; any other send is dropped.

type Field = HTMLInputElement | HTMLTextAreaElement | HTMLSelectElement;

type Pending =
  { kind: "click"; target: HTMLElement } | { kind: "submit"; form: HTMLFormElement; submitter: HTMLElement | null };

const pressable = "button, [role=button], [role=tab], input[type=submit], input[type=checkbox], input[type=radio]";

function isChanged(field: Field): boolean {
  if (field instanceof HTMLSelectElement)
    return [...field.options].some((option) => option.selected !== option.defaultSelected);
  if (field instanceof HTMLInputElement && (field.type === "checkbox" || field.type === "radio"))
    return field.checked !== field.defaultChecked;
  return field.value !== field.defaultValue;
}

const isBox = (field: Field): field is HTMLInputElement =>
  field instanceof HTMLInputElement && (field.type === "checkbox" || field.type === "radio");
const entryOf = (field: Field): string | boolean => (isBox(field) ? field.checked : field.value);
const isField = (target: EventTarget | null): target is Field =>
  target instanceof HTMLInputElement || target instanceof HTMLTextAreaElement || target instanceof HTMLSelectElement;

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
  // Whether React's state already has the text or not (typing while it hydrated), it hears it now.
  const nativeValue = Object.getOwnPropertyDescriptor(Object.getPrototypeOf(field) as object, "value");
  field.value = typed === "" ? " " : "";
  nativeValue?.set?.call(field, typed);
  field.dispatchEvent(new Event(field instanceof HTMLSelectElement ? "change" : "input", { bubbles: true }));
}

function replay(pending: Pending, hydrated: boolean): void {
  if (pending.kind === "click") pending.target.click();
  // Without its code, only a form made to post to the server (it names where) is sent as HTML.
  else if (!hydrated && !pending.form.hasAttribute("action")) return;
  else if (pending.submitter instanceof HTMLButtonElement || pending.submitter instanceof HTMLInputElement)
    pending.form.requestSubmit(pending.submitter);
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
  // Every field the visitor changes until then, with its latest value: hydration may show the
  // component's state in it again before the hand-over.
  const typed = new Map<Field, string | boolean>();
  const onInput = (event: Event) => {
    if (isField(event.target)) typed.set(event.target, entryOf(event.target));
  };
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
  root.addEventListener("input", onInput, true);
  root.addEventListener("change", onInput, true);

  return {
    beforeHydration: () => {
      // Also what changed without an event React could hear (the browser's autofill, say).
      for (const field of root.querySelectorAll<Field>("input, textarea, select")) {
        if (isChanged(field) && !typed.has(field)) typed.set(field, entryOf(field));
      }
    },
    release: (hydrated) => {
      root.removeEventListener("click", onClick, true);
      root.removeEventListener("submit", onSubmit, true);
      root.removeEventListener("input", onInput, true);
      root.removeEventListener("change", onInput, true);
      if (hydrated) for (const [field, value] of typed) handOver(field, value);
      // React commits the handed-over input in a microtask: the press or send waits for it, or it
      // would act on the state the server rendered.
      const held = pending;
      if (held) window.setTimeout(() => replay(held, hydrated), 0);
    },
  };
}
