import { remainingAfter } from "./timings";

/**
 * The home hero's scenes and headlines take turns every `intervalMs`, the first turn counted from
 * `arrivedAt` (the page's load on the performance clock). The first scene is drawn in the HTML; each
 * other names its SVG file in `data-hero-drawing`, fetched and put in place a second before its turn.
 * Otherwise this only moves the markers the hero's CSS reads:
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
  let detached = false;

  // A scene's drawing, fetched once; it settles when the drawing is in place (or could not be had:
  // the scene then shows the hero's plain backdrop, and its turn still comes).
  const drawings = new Map<number, Promise<void>>();
  const draw = (i: number): Promise<void> => {
    const scene = scenes[i];
    const file = scene?.dataset.heroDrawing;
    if (!scene || !file) return Promise.resolve();
    const drawing =
      drawings.get(i) ??
      fetch(file)
        .then((response) => (response.ok ? response.text() : Promise.reject(new Error(`${file}: ${response.status}`))))
        .then((markup) => {
          const svg = new DOMParser().parseFromString(markup, "image/svg+xml").documentElement;
          if (svg.localName === "svg") scene.replaceChildren(document.adoptNode(svg));
        })
        .catch(() => {
          drawings.delete(i); // asked again at its next turn
        });
    drawings.set(i, drawing);
    return drawing;
  };

  const show = (next: number) => {
    if (next === index) return;
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
  // The scene asked for last is shown once its drawing is in place, so its fade starts on a finished drawing.
  let wanted = index;
  const showWhenDrawn = (next: number) => {
    wanted = next;
    void draw(next).then(() => {
      if (wanted === next && !detached) show(next);
    });
  };
  const schedule = (delay: number) => {
    window.clearTimeout(timer);
    window.clearTimeout(preparing);
    if (paused || scenes.length < 2) return;
    // The next scene is fetched a second ahead, usually in place by its turn.
    preparing = window.setTimeout(() => void draw((index + 1) % scenes.length), Math.max(0, delay - 1000));
    timer = window.setTimeout(() => {
      showWhenDrawn((index + 1) % scenes.length);
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
    showWhenDrawn(Number(dot.dataset.heroDot));
    schedule(intervalMs);
  };

  toggle?.addEventListener("click", onToggle);
  section.addEventListener("click", onDot);
  schedule(remainingAfter(arrivedAt, intervalMs));
  return () => {
    detached = true;
    window.clearTimeout(timer);
    window.clearTimeout(preparing);
    toggle?.removeEventListener("click", onToggle);
    section.removeEventListener("click", onDot);
  };
}
