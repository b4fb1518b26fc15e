import { CODE_ALPHABET } from "../../core/codes.js";

/** A small seeded PRNG (mulberry32): the same seed gives the same sequence, so the demo data is reproducible. */
export class Random {
  private state: number;

  constructor(seed: number) {
    this.state = seed >>> 0;
  }

  /** A float in [0, 1). */
  next(): number {
    this.state = (this.state + 0x6d2b79f5) >>> 0;
    let t = this.state;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4_294_967_296;
  }

  /** An integer in [min, max]. */
  int(min: number, max: number): number {
    return min + Math.floor(this.next() * (max - min + 1));
  }

  chance(probability: number): boolean {
    return this.next() < probability;
  }

  pick<T>(items: readonly T[]): T {
    return items[Math.floor(this.next() * items.length)]!;
  }

  /** One of the keys, with the probability of its weight among all weights. */
  weighted<K extends string>(weights: Readonly<Record<K, number>>): K {
    const entries = Object.entries(weights) as [K, number][];
    const total = entries.reduce((sum, [, w]) => sum + w, 0);
    let roll = this.next() * total;
    for (const [key, weight] of entries) {
      roll -= weight;
      if (roll < 0) return key;
    }
    return entries[entries.length - 1]![0];
  }

  /** A code from the readable alphabet of core/codes.ts. */
  code(length: number): string {
    let code = "";
    for (let i = 0; i < length; i++) code += CODE_ALPHABET[Math.floor(this.next() * CODE_ALPHABET.length)];
    return code;
  }

  /** A version-4-shaped UUID drawn from this generator (so ids are reproducible too). */
  uuid(): string {
    let hex = "";
    for (let i = 0; i < 4; i++)
      hex += Math.floor(this.next() * 4_294_967_296)
        .toString(16)
        .padStart(8, "0");
    const variant = ((parseInt(hex[16]!, 16) & 0x3) | 0x8).toString(16);
    return `${hex.slice(0, 8)}-${hex.slice(8, 12)}-4${hex.slice(13, 16)}-${variant}${hex.slice(17, 20)}-${hex.slice(20, 32)}`;
  }
}

/** A code of `length` not in `taken` (which then holds it). */
export function uniqueCode(random: Random, length: number, taken: Set<string>, prefix = ""): string {
  for (;;) {
    const code = prefix + random.code(length);
    if (!taken.has(code)) {
      taken.add(code);
      return code;
    }
  }
}
