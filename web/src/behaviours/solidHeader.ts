/** Marks the header `data-solid` once the page is scrolled past `threshold` px; its CSS does the rest. */
export function attachSolidHeader(header: HTMLElement, threshold: number): () => void {
  const update = () => header.toggleAttribute("data-solid", window.scrollY > threshold);
  update();
  window.addEventListener("scroll", update, { passive: true });
  return () => window.removeEventListener("scroll", update);
}
