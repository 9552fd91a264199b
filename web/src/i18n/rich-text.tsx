import { Fragment, type ReactNode } from 'react';

const MARK = '\u0001';

/**
 * A translated sentence with elements inside it (a bold number, a link), where the language
 * decides the word order: `richText(i18n, 'Code sent to {phone}', { phone: <b>…</b> })`.
 * The message id stays a plain literal at the call site so extraction finds it.
 */
export function richText(translated: (values: Record<string, string>) => string, parts: Record<string, ReactNode>): ReactNode {
  const names = Object.keys(parts);
  const values = Object.fromEntries(names.map((name, index) => [name, `${MARK}${index}${MARK}`]));
  const text = translated(values);
  return text.split(MARK).map((piece, index) =>
    index % 2 === 1 ? <Fragment key={index}>{parts[names[Number(piece)] ?? ''] ?? null}</Fragment> : piece,
  );
}
