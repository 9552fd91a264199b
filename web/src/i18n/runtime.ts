/**
 * The message runtime: reads the catalogues Lingui compiles (src/locales/*.po → a chunk per
 * language, @lingui/vite-plugin) and formats a message for the active language. Lingui's own
 * runtime (@lingui/core, 1.9 KB gzip) did not fit the cold /login budget; this one covers what the
 * catalogues use — text, {placeholders}, plural / selectordinal / select, number — in ~0.4 KB
 * (decision 110).
 */

/** A compiled message: plain text, or tokens (text, `[name]`, `[name, format, branches]`). */
export type CompiledMessage = string | Token[];
type Token = string | [name: string, format?: string, branches?: Record<string, CompiledMessage>];
export type Messages = Record<string, CompiledMessage>;
export type Values = Record<string, string | number>;

function render(message: CompiledMessage, values: Values, intl: string, count?: number): string {
  if (typeof message === 'string') return message;
  let out = '';
  for (const token of message) {
    if (typeof token === 'string') {
      out += token === '#' && count !== undefined ? new Intl.NumberFormat(intl).format(count) : token;
      continue;
    }
    const [name, format, branches = {}] = token;
    const value = values[name];
    if (format === 'plural' || format === 'selectordinal') {
      const n = Number(value);
      const rule = new Intl.PluralRules(intl, { type: format === 'plural' ? 'cardinal' : 'ordinal' }).select(n);
      out += render(branches[`=${n}`] ?? branches[rule] ?? branches.other ?? '', values, intl, n);
    } else if (format === 'select') {
      out += render(branches[String(value)] ?? branches.other ?? '', values, intl);
    } else if (format === 'number') {
      out += new Intl.NumberFormat(intl).format(Number(value));
    } else {
      out += value ?? '';
    }
  }
  return out;
}

type Listener = () => void;

/** The active language's messages (no class fields: the build's target would add a helper chunk). */
export interface I18n {
  /** The active language ('' until the first catalogue is in). */
  locale: string;
  /** Its Intl tag (numbers, plural rules). */
  intl: string;
  /** The active language's compiled messages. */
  messages: Messages;
  /** Counts the changes (a new language, or more of its messages): what a screen renders again on. */
  version: number;
  /** The message `id` (its English text) in the active language, `{placeholders}` filled in. */
  _(id: string, values?: Values): string;
  /** Makes `messages` (merged into those already loaded for `locale`) the active ones. */
  activate(locale: string, intl: string, messages: Messages): void;
  on(event: 'change', listener: Listener): () => void;
}

const listeners = new Set<Listener>();

export const i18n: I18n = {
  locale: '',
  intl: 'en-IN',
  messages: {},
  version: 0,
  _(id, values = {}) {
    const message = this.messages[id];
    // Not in a loaded catalogue (yet): the English id, its simple {placeholders} filled in.
    return message === undefined ? id.replace(/\{(\w+)\}/g, (whole, name: string) => String(values[name] ?? whole)) : render(message, values, this.intl);
  },
  activate(locale, intl, messages) {
    this.messages = locale === this.locale ? { ...this.messages, ...messages } : messages;
    this.locale = locale;
    this.intl = intl;
    this.version += 1;
    for (const listener of listeners) listener();
  },
  on(_event, listener) {
    listeners.add(listener);
    return () => listeners.delete(listener);
  },
};
