import type { ComponentType } from "react";

/** A page as a route loads it: a module whose default export is the page. */
export type PageModule = { default: ComponentType };
