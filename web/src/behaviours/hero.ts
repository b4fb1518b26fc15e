import { remainingAfter } from "./timings";

/**
 * The home hero's scenes and headlines take turns every `intervalMs`, the first turn counted from
 * `arrivedAt` (the page's load on the performance clock). All scenes are in the HTML; this only
 * moves the markers their CSS reads:
 * - scenes `[data-hero-scene]`: `data-active` on the one shown, `data-previous` on the one it covers;
 * - headlines `[data-hero-headline]`: `hidden` on all but one (they may be fewer than the scenes);
 * - `[data-hero-toggle]` pauses (WCAG 2.2.2), its label in data-label-pause / data-label-play;
 * - `[data-hero-dot]` buttons jump to a scene (aria-current on the shown one).
 */
export function attachHero(section: HTMLElement, intervalMs: number, arrivedAt: number): () => void {
  const scenes = [...section.querySelectorAll<HTMLElement>("[data-hero-scene]")];
  const headlines = [...section.querySelectorAll<HTMLElement>("[data-hero-headline]")];
  const dots = [...section.querySelectorAll<HTMLElement>("[data-hero-dot]")];
  const toggle = section.querySelector<HTMLElement>("[data-hero-toggle]");
  let index = 0;
  let paused = false;
  let timer: number | undefined;
  let preparing: number | undefined;

  // A scene waiting in its <template> is put in place: from the template's content (the server's
  // HTML) or from the template's own children (rendered in the browser by the app).
  const unpack = (i: number) => {
    const template = scenes[i]?.querySelector<HTMLTemplateElement>(":scope > template[data-hero-drawing]");
    if (!template) return;
    if (template.content.childNodes.length) template.replaceWith(template.content);
    else template.replaceWith(...template.childNodes);
  };

  const show = (next: number) => {
    if (next === index) return;
    unpack(next);
    scenes.forEach((scene, i) => {
      scene.toggleAttribute("data-active", i === next);
      scene.toggleAttribute("data-previous", i === index);
    });
    headlines.forEach((headline, i) => (headline.hidden = i !== next % headlines.length));
    dots.forEach((dot, i) =>
      i === next ? dot.setAttribute("aria-current", "true") : dot.removeAttribute("aria-current"),
    );
    index = next;
  };
  const schedule = (delay: number) => {
    window.clearTimeout(timer);
    window.clearTimeout(preparing);
    if (paused || scenes.length < 2) return;
    // The next scene is drawn a second ahead, so its fade starts on a finished drawing.
    preparing = window.setTimeout(() => unpack((index + 1) % scenes.length), Math.max(0, delay - 1000));
    timer = window.setTimeout(() => {
      show((index + 1) % scenes.length);
      schedule(intervalMs);
    }, delay);
  };
  const onToggle = () => {
    paused = !paused;
    section.toggleAttribute("data-paused", paused);
    const label = toggle?.dataset[paused ? "labelPlay" : "labelPause"];
    if (label) toggle?.setAttribute("aria-label", label);
    schedule(intervalMs);
  };
  const onDot = (event: MouseEvent) => {
    const dot = event.target instanceof Element ? event.target.closest<HTMLElement>("[data-hero-dot]") : null;
    if (!dot) return;
    show(Number(dot.dataset.heroDot));
    schedule(intervalMs);
  };

  toggle?.addEventListener("click", onToggle);
  section.addEventListener("click", onDot);
  schedule(remainingAfter(arrivedAt, intervalMs));
  return () => {
    window.clearTimeout(timer);
    window.clearTimeout(preparing);
    toggle?.removeEventListener("click", onToggle);
    section.removeEventListener("click", onDot);
  };
}
