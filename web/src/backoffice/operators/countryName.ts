/** A country's name in the reader's language from its ISO code ("GB" → "United Kingdom", "Reino Unido"…). */
export function countryName(code: string, locale: string): string {
  try {
    return new Intl.DisplayNames([locale], { type: "region", fallback: "code" }).of(code) ?? code;
  } catch {
    return code;
  }
}
