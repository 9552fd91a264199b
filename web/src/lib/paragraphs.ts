/** Splits text into paragraphs on line breaks, skipping blank lines (spec: Profile, Others texts). */
export function toParagraphs(text: string | null | undefined): string[] {
  if (!text) return [];
  return text
    .split(/\r\n|\r|\n/)
    .map((line) => line.trim())
    .filter((line) => line !== '');
}
