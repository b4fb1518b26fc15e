import { lazy, useState, type ComponentType } from "react";

/** What a lazily loaded page or frame is fetched by: a module whose default export is the component. */
type Loader = () => Promise<{ default: ComponentType }>;

// Components whose module has arrived, by the loader that fetched it.
const arrived = new WeakMap<Loader, ComponentType>();

function fetchModule(load: Loader): Promise<{ default: ComponentType }> {
  return load().then((module) => {
    arrived.set(load, module.default);
    return module;
  });
}

/** Fetches a lazily loaded component's module ahead of its render (`lazyLoaded` then renders it at once). */
export function preloadModule(load: Loader): Promise<void> {
  return fetchModule(load).then(() => undefined);
}

/**
 * React.lazy that does not suspend for a module already here. React shows a Suspense fallback for
 * at least 300 ms once it has shown one, so a page whose frame and module were fetched beside the
 * app's code would otherwise wait that long for each of them.
 */
export function lazyLoaded(load: Loader): ComponentType {
  const Lazy = lazy(() => fetchModule(load));
  return function LazyLoaded() {
    // Chosen once per mount: switching from the lazy wrapper to the module would remount the page.
    const [Component] = useState(() => arrived.get(load) ?? Lazy);
    return <Component />;
  };
}
