/**
 * Lines of a stored description. Some descriptions were saved with the two characters "\n"
 * instead of real line breaks (docs/product.md 2.1: literal \n sequences become line breaks); both kinds split
 * here. Blank lines are kept as empty strings so paragraphs keep their spacing.
 */
export function descriptionLines(text: string | null | undefined): string[] {
  if (!text) return [];
  return text
    .replace(/\\r\\n|\\n|\\r/g, '\n')
    .split(/\r\n|\r|\n/)
    .map((line) => line.trimEnd());
}
