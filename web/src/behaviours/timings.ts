// Spec §9's numbers for the page's behaviours, shared by the static page and the app.
export const arrowScrollPx = 300;
export const solidHeaderAfterPx = 20;
export const heroRotationMs = 5000;
