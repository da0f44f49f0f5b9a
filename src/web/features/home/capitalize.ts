/** "november" → "November": Slovak month and weekday names are lower case inside a sentence, not on their own. */
export function capitalize(text: string): string {
  return text.charAt(0).toLocaleUpperCase() + text.slice(1);
}
