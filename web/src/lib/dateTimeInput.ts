/** An instant as `<input type="datetime-local">` text in this browser's own time zone. */
export function dateTimeInputValue(instant: Date): string {
  return new Date(instant.getTime() - instant.getTimezoneOffset() * 60_000).toISOString().slice(0, 16);
}
