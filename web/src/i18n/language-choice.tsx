import { useId } from 'react';
import { chooseLocale } from './i18n';
import { isLocale, LOCALE_NAMES, LOCALES, type Locale } from './locales';
import { useI18n } from './use-i18n';

/**
 * The language choice of the login screen and the menu: a plain select (light enough for the
 * login screen's first download), each language named in its own script.
 */
export function LanguageChoice({ className = '', onChosen }: { className?: string; onChosen?: (locale: Locale) => void }) {
  const i18n = useI18n();
  const id = useId();
  return (
    // Wraps on a narrow screen at the largest text: the select goes under its label.
    <div className={`flex flex-wrap items-center justify-center gap-2 text-base ${className}`}>
      <label htmlFor={id} className="font-medium text-muted-foreground">
        {i18n._('Language')}
      </label>
      <select
        id={id}
        name="language"
        value={i18n.locale}
        onChange={(event) => {
          const locale = event.target.value;
          if (!isLocale(locale)) return;
          void chooseLocale(locale).then(() => onChosen?.(locale));
        }}
        className="min-h-11 max-w-full rounded-lg border border-input bg-background px-3 text-base text-foreground"
      >
        {LOCALES.map((locale) => (
          <option key={locale} value={locale} lang={locale}>
            {LOCALE_NAMES[locale]}
          </option>
        ))}
      </select>
    </div>
  );
}
