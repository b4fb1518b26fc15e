// A page draws the same icon many times (a jet on every offer card, an arrow on every link): the
// server writes each drawing once and the later copies point at it with <use>, which draws the
// same shapes in the copy's own size and colour (currentColor follows the <use>). Applied to a
// page's static HTML only, never to an island's, which React hydrates as it rendered it.

const svgElement = /<svg\b([^>]*)>([\s\S]*?)<\/svg>/g;
/** Shorter drawings cost less than the <g> and <use> that would share them. */
const minimumBytes = 120;

export function shareRepeatedDrawings(html: string, idPrefix = "d"): string {
  const seen = new Map<string, number>();
  for (const [, , drawing] of html.matchAll(svgElement))
    if (drawing.length >= minimumBytes && !drawing.includes("<svg") && !/\bid="/.test(drawing))
      seen.set(drawing, (seen.get(drawing) ?? 0) + 1);
  const ids = new Map<string, string>();
  return html.replace(svgElement, (whole, attributes: string, drawing: string) => {
    if ((seen.get(drawing) ?? 0) < 2) return whole;
    const id = ids.get(drawing);
    if (id) return `<svg${attributes}><use href="#${id}"></use></svg>`;
    const first = `${idPrefix}${ids.size + 1}`;
    ids.set(drawing, first);
    return `<svg${attributes}><g id="${first}">${drawing}</g></svg>`;
  });
}

const svgOpeningTag = /<svg\b[^>]*>/g;

/**
 * focusable="false" kept Internet Explorer and the old Edge from putting a drawing in the tab
 * order; no browser the site supports does, and the attribute cost a kilobyte on the home page.
 * Static HTML only, like the sharing above.
 */
export function dropLegacyFocusable(html: string): string {
  return html.replace(svgOpeningTag, (tag) => tag.replace(' focusable="false"', ""));
}
