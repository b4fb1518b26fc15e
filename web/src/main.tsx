// The entry point is small on purpose. A server-rendered page is already complete HTML and CSS: the
// browser paints it first, and only then fetches and runs the app's code (some hundreds of KB)
// that hydrates it. Until then the page's form controls are disabled (components/HydrationFieldset),
// so nothing typed or clicked is lost; links work as plain links. Without JavaScript they stay
// enabled, and the forms that post to the server work. Pages without server HTML start the app at once.
const container = document.getElementById("root");
const prerendered = container?.dataset.prerendered !== undefined;
for (const fieldset of document.querySelectorAll<HTMLFieldSetElement>("fieldset[data-hydration-fieldset]")) fieldset.disabled = true;

/** Resolves once the browser has painted: after the next frame, then one task (a hidden tab paints no frames). */
function afterFirstPaint(): Promise<void> {
  if (document.visibilityState !== "visible") return Promise.resolve();
  return new Promise((resolve) => requestAnimationFrame(() => setTimeout(resolve, 0)));
}

const boot = () => import("./boot");
if (prerendered) void afterFirstPaint().then(boot);
else void boot();
