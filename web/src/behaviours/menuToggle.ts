/**
 * A button that shows and hides the element it controls (aria-controls), with its label for each
 * state in data-label-open / data-label-close. Escape closes it; so does following a link inside.
 */
export function attachMenuToggle(button: HTMLElement): () => void {
  const menu = document.getElementById(button.getAttribute("aria-controls") ?? "");
  if (!menu) return () => {};
  const setOpen = (open: boolean) => {
    menu.hidden = !open;
    button.setAttribute("aria-expanded", String(open));
    const label = button.dataset[open ? "labelClose" : "labelOpen"];
    if (label) button.setAttribute("aria-label", label);
  };
  const onClick = () => setOpen(menu.hidden !== false);
  const onKeyDown = (event: KeyboardEvent) => {
    if (event.key === "Escape" && !menu.hidden) setOpen(false);
  };
  const onMenuClick = (event: MouseEvent) => {
    if (event.target instanceof Element && event.target.closest("a[href]")) setOpen(false);
  };
  button.addEventListener("click", onClick);
  window.addEventListener("keydown", onKeyDown);
  menu.addEventListener("click", onMenuClick);
  return () => {
    button.removeEventListener("click", onClick);
    window.removeEventListener("keydown", onKeyDown);
    menu.removeEventListener("click", onMenuClick);
  };
}
