import type { ReactNode } from 'react';
import { PageHeader } from '@/components/page-header';
import { i18n, intlLocale } from '@/i18n/i18n';

/** "November 2026" in the member's language: when a page's text last changed. */
export function monthYear(year: number, month: number): string {
  return new Intl.DateTimeFormat(intlLocale(), { month: 'long', year: 'numeric', timeZone: 'UTC' }).format(Date.UTC(year, month - 1, 1));
}

/** A static reading page: comfortable line length, large text, sections with headings. */
export function TextPage({ title, intro, updated, children }: { title: string; intro?: ReactNode; updated?: string; children: ReactNode }) {
  return (
    <>
      <PageHeader title={title} />
      <article className="mx-auto flex max-w-2xl flex-col gap-5 rounded-xl border bg-card p-5 text-base leading-relaxed text-foreground shadow-sm">
        {intro && <div className="text-lg leading-relaxed">{intro}</div>}
        {children}
        {updated && <p className="border-t pt-4 text-sm text-muted-foreground">{i18n._('Last updated: {updated}', { updated })}</p>}
      </article>
    </>
  );
}

export function TextSection({ heading, children }: { heading: string; children: ReactNode }) {
  return (
    <section className="flex flex-col gap-2">
      <h2 className="text-lg font-semibold text-primary">{heading}</h2>
      {children}
    </section>
  );
}

export function Bullets({ items }: { items: ReactNode[] }) {
  return (
    <ul className="flex list-disc flex-col gap-1.5 pl-6 marker:text-primary">
      {items.map((item, i) => (
        <li key={i}>{item}</li>
      ))}
    </ul>
  );
}
