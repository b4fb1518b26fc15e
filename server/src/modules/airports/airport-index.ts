// The airport search, in memory: the dataset is static reference data (about 15,000 airports, a few
// MB), so each server copy indexes it once and answers a search without a round trip to
// PostgreSQL. Pure: built from rows, no I/O.
//
// The order of an answer, best first (an airport appears once, at its best place):
//   1. the airport whose IATA or ICAO code is the text (after a city named exactly by it, when the
//      text is not in capitals: "Yeda" is Jeddah in Spanish, YEDA an airfield in Australia);
//   2. a city of the business-aviation table named by the text, in any of the four languages: its
//      airports in the table's order (exactly named cities, then cities whose name starts with the
//      text, has a word starting with it, or, in Arabic or Chinese, contains it);
//   3. a country named by the text (i18n-iso-countries' names in the four languages): its airports
//      in the table first, then all its others;
//   4. airports whose name, city or other names start with the text; then the table's airports of
//      a country whose name starts with it; then a word of the name or city starting with it; then,
//      for several words, airports where every word starts a word of the name, city or country;
//      then codes starting with it; then any name or city containing it.
// Within 4 and after the table's airports in 3, fitness for business jets ranks above size: the
// table's first choices for their cities, then its second choices, …, then airports outside it;
// then a runway of 4,000 ft or more (heliports and seaplane bases last); then large, medium and
// small airports; then the name.
import type { Airport } from "./airport.js";
import { searchKey } from "./airport-dataset.js";
import {
  AIRPORT_NAMES,
  BUSINESS_AVIATION_CITIES,
  type BusinessAviationCity,
  type CityNames,
} from "./business-aviation-cities.js";
import { countryNamesByCode } from "./country-names.js";

/** What the index reads of one airport row. */
export interface IndexedAirport {
  airport: Airport;
  /** The dataset's classification: large_airport, medium_airport, small_airport, heliport, … */
  kind: string;
  nameKey: string;
  /** The city and OurAirports' other names for the place, as search keys. */
  cityKey: string | null;
}

interface Entry {
  airport: Airport;
  /** Its place in the order of fitness (0 first), set once the index is sorted. */
  rank: number;
  /** Its name, city and other names, as search keys. */
  keys: string[];
  /** The names of the table's cities it serves (empty for most airports). */
  cityKeys: string[];
  /** Its country's names (shared with the country's other airports). */
  countryKeys: readonly string[];
}

interface TablePlace {
  /** The place's names, as search keys. */
  keys: string[];
  /** Its airports in the table's order (for a country, those of all its cities, interleaved). */
  tableAirports: Entry[];
}

interface Country extends TablePlace {
  /** Its other airports, fittest first. */
  others: Entry[];
}

const EXACT = 0;
const STARTS = 1;
const WORD = 2;
const INSIDE = 3;
const NONE = 4;

/** How well one of `keys` matches `text`: EXACT, STARTS, WORD (a word starts with it), INSIDE (only when `inside`) or NONE. */
function matchLevel(keys: readonly string[], text: string, inside: boolean): number {
  let best = NONE;
  for (const key of keys) {
    if (key === text) return EXACT;
    if (key.startsWith(text)) best = STARTS;
    else if (best > WORD && key.includes(` ${text}`)) best = WORD;
    else if (inside && best > INSIDE && key.includes(text)) best = INSIDE;
  }
  return best;
}

const startsAWord = (keys: readonly string[], word: string, inside: boolean) =>
  keys.some((key) => key.startsWith(word) || (inside ? key.includes(word) : key.includes(` ${word}`)));

const KIND_ORDER: Record<string, number> = { large_airport: 0, medium_airport: 1, small_airport: 2 };
const JETS_ORDER = (suits: boolean | null) => (suits === true ? 0 : suits === null ? 1 : 2);

/** Ordered picks without repeats, up to a limit. */
class Picks {
  readonly list: Entry[] = [];
  private readonly seen = new Set<Entry>();
  constructor(private readonly limit: number) {}
  get full() {
    return this.list.length >= this.limit;
  }
  has(entry: Entry) {
    return this.seen.has(entry);
  }
  add(entries: Iterable<Entry | undefined>) {
    for (const entry of entries) {
      if (this.full) return;
      if (entry && !this.seen.has(entry)) {
        this.seen.add(entry);
        this.list.push(entry);
      }
    }
  }
}

const namesOf = (names: Partial<CityNames>) =>
  Object.values(names)
    .flatMap((list: readonly string[] | undefined) => list ?? [])
    .map(searchKey)
    .filter(Boolean);

export class AirportIndex {
  /** Every airport, fittest for business jets first. */
  private readonly entries: Entry[];
  private readonly byCode = new Map<string, Entry>();
  private readonly cities: TablePlace[] = [];
  private readonly countries: Country[] = [];
  /**
   * Every airport's keys in one text, airport after airport in order of fitness, each key after a
   * line break: one native search over it finds every airport containing the text (≈1 MB).
   */
  private readonly haystack: string;
  /** Where each airport's keys start in the haystack, by rank. */
  private readonly offsets: Int32Array;
  /** Every IATA and ICAO code, sorted, with its airport: codes starting with some letters are a range. */
  private readonly sortedCodes: { code: string; entry: Entry }[];
  /** Codes of the table that name no airport of the dataset (the table's test keeps this empty). */
  readonly unknownCodes: string[] = [];

  constructor(rows: readonly IndexedAirport[], table: readonly BusinessAviationCity[] = BUSINESS_AVIATION_CITIES) {
    const countryNames = countryNamesByCode();
    const countryKeys = new Map<string, string[]>();
    const keysOfCountry = (code: string | null, englishName: string | null): string[] => {
      if (!code) return [];
      let keys = countryKeys.get(code);
      if (!keys) {
        keys = [...new Set(namesOf({ other: [...(countryNames.get(code) ?? []), englishName ?? ""] }))];
        countryKeys.set(code, keys);
      }
      return keys;
    };

    const kinds = new Map<Entry, string>();
    const entries = rows.map((row) => {
      const entry: Entry = {
        airport: row.airport,
        rank: 0,
        // Keys are folded again: the table's keys may have been made by an older searchKey.
        keys: [row.nameKey, row.cityKey ?? ""].map(searchKey).filter(Boolean),
        cityKeys: [],
        countryKeys: keysOfCountry(row.airport.countryCode, row.airport.country),
      };
      kinds.set(entry, row.kind);
      return entry;
    });
    for (const entry of entries) {
      if (entry.airport.iata) this.byCode.set(entry.airport.iata, entry);
      if (entry.airport.icao) this.byCode.set(entry.airport.icao, entry);
    }
    for (const [code, names] of Object.entries(AIRPORT_NAMES)) this.byCode.get(code)?.keys.push(...namesOf(names));

    // The table: each city's airports, and where each airport first appears (its best place).
    const tablePlace = new Map<Entry, { position: number; city: number }>();
    table.forEach((city, cityOrder) => {
      const keys = namesOf(city.names);
      const airports: Entry[] = [];
      for (const [position, code] of city.airports.entries()) {
        const entry = this.byCode.get(code);
        if (!entry) {
          this.unknownCodes.push(code);
          continue;
        }
        airports.push(entry);
        entry.cityKeys.push(...keys);
        const best = tablePlace.get(entry);
        if (!best || position < best.position) tablePlace.set(entry, { position, city: cityOrder });
      }
      this.cities.push({ keys, tableAirports: airports });
    });

    // Fitness before size: a city's first choice, then its second, …, then the airports outside
    // the table; then a runway for business jets; then the size; then the name.
    const score = (entry: Entry) => [
      tablePlace.get(entry)?.position ?? Number.MAX_SAFE_INTEGER,
      JETS_ORDER(entry.airport.suitsBusinessJets),
      KIND_ORDER[kinds.get(entry)!] ?? 3,
    ];
    this.entries = entries
      .map((entry) => ({ entry, score: score(entry) }))
      .toSorted(
        (a, b) =>
          a.score[0]! - b.score[0]! ||
          a.score[1]! - b.score[1]! ||
          a.score[2]! - b.score[2]! ||
          (a.entry.airport.name < b.entry.airport.name ? -1 : a.entry.airport.name > b.entry.airport.name ? 1 : 0),
      )
      .map(({ entry }) => entry);
    this.entries.forEach((entry, rank) => (entry.rank = rank));

    const parts: string[] = [];
    this.offsets = new Int32Array(this.entries.length);
    let length = 0;
    for (const [rank, entry] of this.entries.entries()) {
      this.offsets[rank] = length;
      const text = entry.keys.map((key) => `\n${key}`).join("");
      parts.push(text);
      length += text.length;
    }
    this.haystack = parts.join("");
    this.sortedCodes = [...this.byCode]
      .map(([code, entry]) => ({ code, entry }))
      .toSorted((a, b) => (a.code < b.code ? -1 : 1));

    // Countries: the table's airports in the country (first choices of every city, then second
    // choices, …), then the country's others, fittest first.
    const byCountry = new Map<string, Entry[]>();
    for (const entry of this.entries) {
      const code = entry.airport.countryCode;
      if (!code) continue;
      const list = byCountry.get(code);
      if (list) list.push(entry);
      else byCountry.set(code, [entry]);
    }
    for (const [code, airports] of byCountry) {
      const tableAirports = airports
        .filter((entry) => tablePlace.has(entry))
        .toSorted((a, b) => {
          const pa = tablePlace.get(a)!;
          const pb = tablePlace.get(b)!;
          return pa.position - pb.position || pa.city - pb.city;
        });
      const inTable = new Set(tableAirports);
      this.countries.push({
        keys: countryKeys.get(code) ?? [],
        tableAirports,
        others: airports.filter((entry) => !inTable.has(entry)),
      });
    }
  }

  get size(): number {
    return this.entries.length;
  }

  /** The best `limit` airports for what the visitor typed, best first. */
  search(text: string, limit: number): Airport[] {
    const key = searchKey(text);
    if (!key || limit < 1) return [];
    // Chinese has no spaces between words, and Arabic attaches its article ("الرياض"): there a
    // name may contain the text anywhere. Latin text matches at the start of a word.
    const inside = !/[a-z0-9]/.test(key);
    const picks = new Picks(limit);

    // An airport's code comes first; but a word typed in lower case that is both a code and the
    // name of a city in the table ("Yeda", Jeddah in Spanish) names the city first.
    const code = text.trim().toUpperCase();
    const codeMatch = /^[A-Z]{3,4}$/.test(code) ? this.byCode.get(code) : undefined;

    // The table's cities: named exactly, then by the start of their name, a word of it, or (Arabic,
    // Chinese) any part of it; among those, first choices of every city, then second choices, …
    const named: { level: number; position: number; city: number; entry: Entry }[] = [];
    if (key.length >= (inside ? 1 : 2)) {
      this.cities.forEach((city, cityOrder) => {
        const level = matchLevel(city.keys, key, inside);
        if (level === NONE) return;
        city.tableAirports.forEach((entry, position) => named.push({ level, position, city: cityOrder, entry }));
      });
    }
    const found = named.toSorted((a, b) => a.level - b.level || a.position - b.position || a.city - b.city);
    if (text.trim() === code || found[0]?.level !== EXACT) picks.add([codeMatch]);
    picks.add(found.filter((f) => f.level === EXACT).map((f) => f.entry));
    picks.add([codeMatch]);
    picks.add(found.map((f) => f.entry));

    // Countries named exactly; those whose name starts with the text wait for the names that do.
    const namedCountries: Country[] = [];
    const startingCountries: Country[] = [];
    if (!picks.full) {
      for (const country of this.countries) {
        const level = matchLevel(country.keys, key, false);
        if (level === EXACT) namedCountries.push(country);
        else if (level <= WORD && key.length >= (inside ? 1 : 3)) startingCountries.push(country);
      }
      picks.add(namedCountries.flatMap((country) => country.tableAirports));
      for (const country of namedCountries) picks.add(country.others);
    }
    if (picks.full) return picks.list.map((entry) => entry.airport);

    // Everything else: the airports whose keys contain the text, in order of fitness.
    const room = limit - picks.list.length;
    const starting: Entry[] = [];
    const wordStarting: Entry[] = [];
    const containing: Entry[] = [];
    this.scan(key, (entry, level) => {
      if (picks.has(entry)) return false;
      const bucket = level <= STARTS ? starting : level === WORD ? wordStarting : containing;
      if (bucket.length < room) bucket.push(entry);
      // Nothing later can come before `room` airports whose names start with the text.
      return starting.length >= room;
    });
    // The next tiers only matter while the first ones leave room.
    const short = starting.length + wordStarting.length < room;
    const words = key.split(" ");
    const allWords = short && words.length > 1 ? this.withEveryWord(words, inside, room) : [];
    const codeStarting = short && /^[A-Z]{2,3}$/.test(code) ? this.codesStarting(code, room) : [];
    picks.add(starting);
    picks.add(startingCountries.flatMap((country) => country.tableAirports));
    picks.add(wordStarting);
    picks.add(allWords);
    picks.add(codeStarting);
    picks.add(containing);
    return picks.list.map((entry) => entry.airport);
  }

  /**
   * Calls `visit` for each airport whose keys contain `text`, in order of fitness, with how well
   * it matches (STARTS, WORD or INSIDE), until `visit` returns true.
   */
  private scan(text: string, visit: (entry: Entry, level: number) => boolean): void {
    let current = -1;
    let level = NONE;
    for (let at = this.haystack.indexOf(text); at !== -1; at = this.haystack.indexOf(text, at + 1)) {
      const rank = this.rankAt(at);
      if (rank !== current) {
        if (current !== -1 && visit(this.entries[current]!, level)) return;
        current = rank;
        level = NONE;
      }
      const before = this.haystack[at - 1];
      level = Math.min(level, before === "\n" ? STARTS : before === " " ? WORD : INSIDE);
    }
    if (current !== -1) visit(this.entries[current]!, level);
  }

  /** The rank of the airport whose keys hold this position of the haystack. */
  private rankAt(position: number): number {
    let low = 0;
    let high = this.offsets.length - 1;
    while (low < high) {
      const middle = (low + high + 1) >> 1;
      if (this.offsets[middle]! <= position) low = middle;
      else high = middle - 1;
    }
    return low;
  }

  /**
   * Airports where every word starts a word of their name, city, table city or country ("paris le
   * bourget", "heathrow london"), fittest first. The candidates are the airports the rarest word
   * finds (longer words first: they are rarer, and a few dozen candidates are enough to stop); the
   * other words are checked on each.
   */
  private withEveryWord(words: string[], inside: boolean, room: number): Entry[] {
    const wordLevel = inside ? INSIDE : WORD;
    let candidates: Set<Entry> | null = null;
    for (const word of [...new Set(words)].toSorted((a, b) => b.length - a.length)) {
      if (candidates && candidates.size <= 50) break;
      const found = new Set<Entry>();
      this.scan(word, (entry, level) => {
        if (level <= wordLevel) found.add(entry);
        return false;
      });
      for (const city of this.cities) {
        if (matchLevel(city.keys, word, inside) <= wordLevel) for (const entry of city.tableAirports) found.add(entry);
      }
      for (const country of this.countries) {
        if (matchLevel(country.keys, word, inside) <= wordLevel) {
          for (const entry of country.tableAirports) found.add(entry);
          for (const entry of country.others) found.add(entry);
        }
      }
      if (!candidates || found.size < candidates.size) candidates = found;
    }
    return [...(candidates ?? [])]
      .filter((entry) =>
        words.every(
          (word) =>
            startsAWord(entry.keys, word, inside) ||
            startsAWord(entry.cityKeys, word, inside) ||
            startsAWord(entry.countryKeys, word, inside),
        ),
      )
      .toSorted((a, b) => a.rank - b.rank)
      .slice(0, room);
  }

  /** Airports whose IATA or ICAO code starts with these letters, fittest first. */
  private codesStarting(letters: string, room: number): Entry[] {
    let low = 0;
    let high = this.sortedCodes.length;
    while (low < high) {
      const middle = (low + high) >> 1;
      if (this.sortedCodes[middle]!.code < letters) low = middle + 1;
      else high = middle;
    }
    const found = new Set<Entry>();
    for (let i = low; i < this.sortedCodes.length && this.sortedCodes[i]!.code.startsWith(letters); i++) {
      found.add(this.sortedCodes[i]!.entry);
    }
    return [...found].toSorted((a, b) => a.rank - b.rank).slice(0, room);
  }
}
