import { createHash } from "node:crypto";
import { promisify } from "node:util";
import { brotliCompress, constants, gzip } from "node:zlib";

export type PageEncoding = "br" | "gzip" | "identity";

const brotli = promisify(brotliCompress);
const gzipped = promisify(gzip);
const brotliAt = (html: Buffer, quality: number) =>
  brotli(html, {
    params: { [constants.BROTLI_PARAM_QUALITY]: quality, [constants.BROTLI_PARAM_SIZE_HINT]: html.length },
  });

// Brotli at quality 10 makes the home page about a sixth smaller than its quick setting, but takes
// most of a second (11 saves 3% more for three times that): the pass is made only for a page asked
// for again (most pages a cache generation renders are seen once), one at a time, beside the
// requests, never before one; when many pages wait (the cache just dropped), the later ones keep
// their quick bytes.
const closeQuality = 10;
const maxWaitingPasses = 16;
let waitingPasses = 0;
let closePasses: Promise<unknown> = Promise.resolve();
const inTurn = <T>(pass: () => Promise<T>): Promise<T> | null => {
  if (waitingPasses >= maxWaitingPasses) return null;
  waitingPasses += 1;
  const turn = closePasses.then(pass).finally(() => (waitingPasses -= 1));
  closePasses = turn.catch(() => undefined);
  return turn;
};

/**
 * A rendered page as it goes on the wire: each encoding is made once, by the first request that
 * accepts it, and kept with the page in the cache, so a cached page costs no compression after
 * that. The ETag lets a returning browser revalidate with a 304 instead of the whole page.
 */
export class PageBytes {
  readonly etag: string;
  private readonly raw: Buffer;
  private readonly encoded = new Map<PageEncoding, Promise<Buffer>>();
  private closeBrotliAsked = false;

  constructor(readonly html: string) {
    this.raw = Buffer.from(html, "utf8");
    this.etag = `"${createHash("sha256").update(this.raw).digest("base64url").slice(0, 27)}"`;
  }

  body(encoding: PageEncoding): Promise<Buffer> {
    if (encoding === "identity") return Promise.resolve(this.raw);
    let made = this.encoded.get(encoding);
    if (made) {
      if (encoding === "br") this.closerBrotli();
      return made;
    }
    made = encoding === "gzip" ? gzipped(this.raw, { level: 9 }) : brotliAt(this.raw, 5);
    this.encoded.set(encoding, made);
    return made;
  }

  /** Swaps in the closer brotli once ready; a failure keeps the quick bytes. */
  private closerBrotli(): void {
    if (this.closeBrotliAsked) return;
    this.closeBrotliAsked = true;
    void inTurn(() => brotliAt(this.raw, closeQuality))?.then(
      (close) => this.encoded.set("br", Promise.resolve(close)),
      () => undefined,
    );
  }
}
