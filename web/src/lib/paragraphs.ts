/** Splits text into paragraphs on line breaks, skipping blank lines (docs/product.md 2.6 and 2.11 texts). */
export function toParagraphs(text: string | null | undefined): string[] {
  if (!text) return [];
  return text
    .split(/\r\n|\r|\n/)
    .map((line) => line.trim())
    .filter((line) => line !== '');
}
