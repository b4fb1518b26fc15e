/** Query text kept parsed and validated: about 30 MB of syntax trees at most, like Apollo's own store. */
const CACHE_CHARS = 1_000_000;

/**
 * What was worked out from a query's text (its parsed, validated document), by that text, least
 * recently used first and bounded by the texts' total length. The HTTP fast path and the socket
 * server each keep one.
 */
export class DocumentCache<T> {
  private readonly entries = new Map<string, T>();
  private chars = 0;

  private newest: string | undefined;

  get(query: string): T | undefined {
    const document = this.entries.get(query);
    if (document === undefined) return undefined;
    // Moved to the end unless it is there already: with one document in use, a delete and set per
    // request shrank and regrew the map's table every time.
    if (query !== this.newest) {
      this.entries.delete(query);
      this.entries.set(query, document);
      this.newest = query;
    }
    return document;
  }

  set(query: string, document: T): void {
    if (query.length > CACHE_CHARS / 10 || this.entries.has(query)) return;
    this.entries.set(query, document);
    this.newest = query;
    this.chars += query.length;
    for (const [oldest] of this.entries) {
      if (this.chars <= CACHE_CHARS) break;
      this.entries.delete(oldest);
      this.chars -= oldest.length;
    }
  }
}
