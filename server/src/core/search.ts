import type { FieldProblem } from "./errors.js";

/** The longest search text the staff lists take. */
export const SEARCH_MAX = 100;

/** A text as a LIKE pattern matching it anywhere, the wildcards typed in it taken literally (use with ESCAPE '\'). */
export const likeContaining = (text: string) => `%${text.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;

/** A search box's text as a LIKE pattern (likeContaining); too long a text adds a problem on `field`. */
export function containsPattern(search: string, field: string, problems: FieldProblem[]): string {
  if (search.length > SEARCH_MAX) problems.push({ field, message: `At most ${SEARCH_MAX} characters.` });
  return likeContaining(search);
}
