// The static page's behaviours, found by their data-behaviour markers (the app attaches the same
// functions from its components with useBehaviour).
import { attachArrowScroll } from "./arrowScroll";
import { attachAuthPrompt } from "./authPrompt";
import { attachHero } from "./hero";
import { attachMenuToggle } from "./menuToggle";
import { attachPreferenceForm } from "./preferenceForm";
import { attachSolidHeader } from "./solidHeader";
import { arrowScrollPx, heroRotationMs, solidHeaderAfterPx } from "./timings";

// A static page's clock starts with the document (0 on the performance clock).
const pageStart = 0;

export function attachPageBehaviours(root: ParentNode): void {
  attachArrowScroll(arrowScrollPx);
  for (const element of root.querySelectorAll<HTMLElement>("[data-behaviour]")) {
    switch (element.dataset.behaviour) {
      case "solid-header":
        attachSolidHeader(element, solidHeaderAfterPx);
        break;
      case "menu-toggle":
        attachMenuToggle(element);
        break;
      case "preference-form":
        if (element instanceof HTMLFormElement) attachPreferenceForm(element);
        break;
      case "hero":
        attachHero(element, heroRotationMs, pageStart);
        break;
      case "auth-prompt":
        if (element instanceof HTMLDialogElement) attachAuthPrompt(element, pageStart);
        break;
    }
  }
}
