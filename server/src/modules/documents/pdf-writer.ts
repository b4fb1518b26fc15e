import { readFileSync } from "node:fs";
import { createRequire } from "node:module";
import path from "node:path";
import { inflateSync } from "node:zlib";
import type bidiTypes from "bidi-js";
import PdfDocument from "pdfkit";
import type { DocumentLocale } from "./document-copy.js";

// Writes a document's lines with pdfkit in any of the site's scripts: each line is split into runs
// by font (Latin, Arabic, Chinese, whichever font has the character's glyph), put in visual order by
// the Unicode bidirectional algorithm (bidi-js), and drawn run by run. Arabic runs are handed to the
// font engine in logical order: it shapes them (joined initial, medial and final forms, from the
// font's own tables) and lays them right to left. Arabic documents run from the right margin.
//
// The fonts come from npm packages (no system fonts): IBM Plex Sans Arabic for Arabic and Latin
// (its Arabic letters map one glyph to one character, so the text reads back from the PDF), Noto
// Sans SC for Chinese. pdfkit embeds only the glyphs a document uses.

const require = createRequire(import.meta.url);
const fontDir = (pkg: string) => path.join(path.dirname(require.resolve(pkg)), "files");
const plex = fontDir("@fontsource/ibm-plex-sans-arabic");
const noto = fontDir("@fontsource/noto-sans-sc");

type Weight = "regular" | "bold";
const FILES = {
  latin: (w: Weight) => path.join(plex, `ibm-plex-sans-arabic-latin-${w === "bold" ? 700 : 400}-normal.woff`),
  latinExt: (w: Weight) => path.join(plex, `ibm-plex-sans-arabic-latin-ext-${w === "bold" ? 700 : 400}-normal.woff`),
  arabic: (w: Weight) => path.join(plex, `ibm-plex-sans-arabic-arabic-${w === "bold" ? 700 : 400}-normal.woff`),
  chinese: (w: Weight) => path.join(noto, `noto-sans-sc-chinese-simplified-${w === "bold" ? 700 : 400}-normal.woff`),
  /** Noto Sans SC's slice with the arrows (→ in routes). */
  symbols: (w: Weight) => path.join(noto, `noto-sans-sc-109-${w === "bold" ? 700 : 400}-normal.woff`),
  chineseLatin: (w: Weight) => path.join(noto, `noto-sans-sc-latin-${w === "bold" ? 700 : 400}-normal.woff`),
} as const;
type FontKey = keyof typeof FILES;
/** Which font a character is tried in first: the first that has its glyph draws it. */
const FALLBACK_ORDER: readonly FontKey[] = ["latin", "arabic", "chinese", "symbols", "latinExt", "chineseLatin"];

/**
 * A WOFF 1.0 font as the plain OpenType font inside it (each table inflated once). The font engine
 * reads WOFF too, but inflates a table on every read: with the Chinese font that made a page take
 * seconds instead of milliseconds.
 */
function sfntOf(woff: Buffer): Buffer {
  const count = woff.readUInt16BE(12);
  const tables = Array.from({ length: count }, (_, i) => {
    const at = 44 + i * 20;
    const [offset, stored, length] = [woff.readUInt32BE(at + 4), woff.readUInt32BE(at + 8), woff.readUInt32BE(at + 12)];
    const raw = woff.subarray(offset, offset + stored);
    return {
      tag: woff.readUInt32BE(at),
      checksum: woff.readUInt32BE(at + 16),
      data: stored < length ? inflateSync(raw) : raw,
    };
  });
  const selector = Math.floor(Math.log2(count));
  const range = 2 ** selector * 16;
  const header = Buffer.alloc(12 + count * 16);
  header.writeUInt32BE(woff.readUInt32BE(4), 0);
  header.writeUInt16BE(count, 4);
  header.writeUInt16BE(range, 6);
  header.writeUInt16BE(selector, 8);
  header.writeUInt16BE(count * 16 - range, 10);
  let offset = header.length;
  const bodies = tables.map((table, i) => {
    header.writeUInt32BE(table.tag, 12 + i * 16);
    header.writeUInt32BE(table.checksum, 16 + i * 16);
    header.writeUInt32BE(offset, 20 + i * 16);
    header.writeUInt32BE(table.data.length, 24 + i * 16);
    const padded = Buffer.alloc((table.data.length + 3) & ~3);
    table.data.copy(padded);
    offset += padded.length;
    return padded;
  });
  return Buffer.concat([header, ...bodies]);
}

const fontBytes = new Map<string, Buffer>();
const bytesOf = (file: string) => {
  let bytes = fontBytes.get(file);
  if (!bytes) fontBytes.set(file, (bytes = sfntOf(readFileSync(file))));
  return bytes;
};

// bidi-js is a CommonJS module whose export is the factory itself (its types say "default").
const bidi = (require("bidi-js") as typeof bidiTypes.default)();

type Doc = InstanceType<typeof PdfDocument>;

interface Run {
  text: string;
  font: string;
  width: number;
}

export interface TextStyle {
  size?: number;
  weight?: Weight;
  color?: string;
}

export class DocumentWriter {
  readonly doc: Doc;
  private readonly rtl: boolean;
  private y: number;
  private readonly left = 56;
  private readonly right: number;
  private readonly bottom: number;
  private readonly fonts = new Map<string, { hasGlyph: (codePoint: number) => boolean }>();

  constructor(locale: DocumentLocale, info: { title: string; author: string }) {
    this.doc = new PdfDocument({
      size: "A4",
      margin: 56,
      info: { Title: info.title, Author: info.author },
      lang: locale,
    });
    this.rtl = locale === "ar";
    this.y = 56;
    this.right = this.doc.page.width - 56;
    this.bottom = this.doc.page.height - 56;
  }

  /** The bytes of the finished document. */
  finish(): Promise<Buffer> {
    const chunks: Buffer[] = [];
    this.doc.on("data", (chunk: Buffer) => chunks.push(chunk));
    const done = new Promise<Buffer>((resolve, reject) => {
      this.doc.on("end", () => resolve(Buffer.concat(chunks)));
      this.doc.on("error", reject);
    });
    this.doc.end();
    return done;
  }

  space(points: number): void {
    this.y += points;
  }

  rule(): void {
    this.doc.moveTo(this.left, this.y).lineTo(this.right, this.y).lineWidth(0.5).strokeColor("#c9ced6").stroke();
    this.y += 10;
  }

  /** A paragraph, wrapped to the page's width and aligned to the document's reading direction. */
  paragraph(value: string, style: TextStyle = {}): void {
    const size = style.size ?? 10.5;
    const weight = style.weight ?? "regular";
    const lineHeight = size * 1.45;
    for (const line of this.wrap(value, size, weight)) {
      if (this.y + lineHeight > this.bottom) {
        this.doc.addPage();
        this.y = 56;
      }
      this.drawLine(line, size, weight, style.color ?? "#1a202c");
      this.y += lineHeight;
    }
  }

  /** A label above its value, or values one to a line. */
  field(label: string, ...values: string[]): void {
    this.paragraph(label, { size: 8.5, color: "#5a6472" });
    for (const value of values) this.paragraph(value, { size: 11 });
    this.y += 4;
  }

  private font(key: FontKey, weight: Weight): string {
    const name = `${key}-${weight}`;
    if (!this.fonts.has(name)) {
      this.doc.registerFont(name, bytesOf(FILES[key](weight)));
      this.doc.font(name);
      // pdfkit's embedded font wraps fontkit's, which knows its glyphs.
      const font = (this.doc as unknown as { _font: { font: { hasGlyphForCodePoint(c: number): boolean } } })._font
        .font;
      this.fonts.set(name, { hasGlyph: (c) => font.hasGlyphForCodePoint(c) });
    }
    return name;
  }

  private fontFor(codePoint: number, weight: Weight): string {
    for (const key of FALLBACK_ORDER) {
      const name = this.font(key, weight);
      if (this.fonts.get(name)!.hasGlyph(codePoint)) return name;
    }
    return this.font("latin", weight);
  }

  /** The line's runs in visual order (left to right on the page), each in one font. */
  private runs(line: string, size: number, weight: Weight): Run[] {
    const levels = bidi.getEmbeddingLevels(line, this.rtl ? "rtl" : "ltr");
    const mirrored = bidi.getMirroredCharactersMap(line, levels.levels);
    const chars = [...line];
    // Code unit index → code point index, for the levels (per code unit) and the order.
    const units: number[] = [];
    chars.forEach((char, i) => {
      for (let k = 0; k < char.length; k++) units.push(i);
    });
    const shown = chars.map((char, i) => {
      const unit = units.indexOf(i);
      return mirrored.get(unit) ?? char;
    });
    const fonts: string[] = [];
    let previous: string | null = null;
    shown.forEach((char, i) => {
      const code = char.codePointAt(0)!;
      // Spaces and punctuation stay in the font around them, so a word's run is not cut.
      const neutral = /[\s\p{P}]/u.test(char);
      const font: string =
        neutral && previous && this.fonts.get(previous)!.hasGlyph(code) ? previous : this.fontFor(code, weight);
      fonts[i] = font;
      previous = font;
    });
    const order = bidi
      .getReorderedIndices(line, levels)
      .map((unit) => units[unit]!)
      .filter((index, position, all) => all.indexOf(index) === position);
    const groups: { indices: number[]; font: string; rtl: boolean }[] = [];
    for (const index of order) {
      const rtl = levels.levels[units.indexOf(index)]! % 2 === 1;
      const last = groups.at(-1);
      if (last && last.font === fonts[index] && last.rtl === rtl) last.indices.push(index);
      else groups.push({ indices: [index], font: fonts[index]!, rtl });
    }
    return groups.map((group) => {
      // The font engine lays Arabic right to left itself: give it the run in reading order.
      const arabic = group.rtl && group.font.startsWith("arabic");
      const indices = arabic ? group.indices.toReversed() : group.indices;
      const text = indices.map((i) => shown[i]).join("");
      this.doc.font(group.font).fontSize(size);
      return { text, font: group.font, width: this.doc.widthOfString(text) };
    });
  }

  private measure(line: string, size: number, weight: Weight): number {
    return this.runs(line, size, weight).reduce((sum, run) => sum + run.width, 0);
  }

  /** Greedy wrapping at spaces, and between any two Chinese characters. */
  private wrap(value: string, size: number, weight: Weight): string[] {
    const width = this.right - this.left;
    const tokens =
      value.match(/[\u2E80-\u9FFF\uF900-\uFAFF\uFF00-\uFFEF]|[^\s\u2E80-\u9FFF\uF900-\uFAFF\uFF00-\uFFEF]+|\s+/gu) ??
      [];
    const lines: string[] = [];
    let current = "";
    for (const token of tokens) {
      const candidate = current + token;
      if (current.trim() && !/^\s+$/.test(token) && this.measure(candidate.trimEnd(), size, weight) > width) {
        lines.push(current.trimEnd());
        current = token.trimStart();
      } else current = candidate;
    }
    if (current.trim()) lines.push(current.trimEnd());
    return lines;
  }

  private drawLine(line: string, size: number, weight: Weight, color: string): void {
    const runs = this.runs(line, size, weight);
    const total = runs.reduce((sum, run) => sum + run.width, 0);
    let x = this.rtl ? this.right - total : this.left;
    for (const run of runs) {
      this.doc.font(run.font).fontSize(size).fillColor(color).text(run.text, x, this.y, { lineBreak: false });
      x += run.width;
    }
  }
}
