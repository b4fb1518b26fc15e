import { useState } from "react";
import { usePageLocation } from "../navigation/navigation";

/**
 * When the visitor arrived at this page, on the performance clock: the document's start for the page
 * they loaded (its navigation's first entry), else the moment this component first rendered. Timers
 * "after N s on the page" count from here, so a page that hydrates late still keeps its schedule.
 */
export function useArrivedAt(): number {
  const { key } = usePageLocation();
  const [arrivedAt] = useState(() => (key === "default" ? 0 : performance.now()));
  return arrivedAt;
}
