import { useEffect, useRef } from "react";
import { useLocation } from "react-router-dom";

const hashWaitMs = 2000;

// React Router leaves scrolling to the app: a new page starts at its top, and a #fragment
// scrolls to its target once the lazily loaded page has rendered it.
export function ScrollManager() {
  const location = useLocation();
  const firstLocation = useRef(location);

  // Every navigation has a new location object, including a click on the current page's link.
  useEffect(() => {
    const { hash } = location;
    if (!hash) {
      // The page the browser loaded is already where it belongs: at the top, or where a reload or
      // "back" left it. Scrolling it again would undo that (and force a layout while hydrating).
      if (location !== firstLocation.current) window.scrollTo({ top: 0, behavior: "instant" });
      return;
    }
    const id = decodeURIComponent(hash.slice(1));
    const deadline = performance.now() + hashWaitMs;
    let frame = 0;
    const tryScroll = () => {
      const target = document.getElementById(id);
      if (target) target.scrollIntoView({ block: "start" });
      else if (performance.now() < deadline) frame = requestAnimationFrame(tryScroll);
    };
    tryScroll();
    return () => cancelAnimationFrame(frame);
  }, [location]);

  return null;
}
