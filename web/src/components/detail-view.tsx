/**
 * Shared layout of the activity, event and business detail pages: a tappable picture, the title,
 * labelled facts (date, club, district…) and the description with its line breaks kept.
 */
import type { ReactNode } from 'react';
import { ImagePreview } from '@/components/image-preview';
import { Skeleton } from '@/components/ui/skeleton';
import { descriptionLines } from '@/lib/text-lines';
import { i18n } from '@/i18n/i18n';

export interface DetailFact {
  icon: ReactNode;
  label: string;
  value: ReactNode;
}

export interface DetailViewProps {
  image: string | null | undefined;
  title: string;
  facts: DetailFact[];
  description: string | null | undefined;
  /** Buttons under the text (edit, delete). */
  actions?: ReactNode;
  children?: ReactNode;
}

export function Description({ text }: { text: string | null | undefined }) {
  const lines = descriptionLines(text);
  if (lines.length === 0) return null;
  return (
    <div className="text-base leading-relaxed text-foreground">
      {lines.map((line, i) => (line === '' ? <br key={i} /> : <p key={i}>{line}</p>))}
    </div>
  );
}

export function DetailView({ image, title, facts, description, actions, children }: DetailViewProps) {
  return (
    <article className="flex flex-col gap-4">
      <ImagePreview src={image} alt={title} />
      <div className="flex flex-col gap-3 rounded-xl border bg-card p-4 shadow-sm">
        <h2 className="text-xl font-semibold leading-snug text-foreground">{title}</h2>
        {facts.length > 0 && (
          <dl className="flex flex-col gap-2">
            {facts.map((fact) => (
              <div key={fact.label} className="flex items-start gap-2 text-base">
                <span aria-hidden="true" className="mt-0.5 text-primary [&_svg]:size-5">
                  {fact.icon}
                </span>
                <dt className="sr-only">{fact.label}</dt>
                <dd className="min-w-0 break-words text-foreground">{fact.value}</dd>
              </div>
            ))}
          </dl>
        )}
        <Description text={description} />
        {actions && <div className="mt-1 grid grid-cols-fit gap-3">{actions}</div>}
      </div>
      {children}
    </article>
  );
}

export function DetailSkeleton() {
  return (
    <div role="status" aria-label={i18n._('Loading')} className="flex flex-col gap-4">
      <Skeleton className="aspect-video w-full rounded-xl" />
      <div className="flex flex-col gap-3 rounded-xl border bg-card p-4">
        <Skeleton className="h-7 w-4/5" />
        <Skeleton className="h-5 w-2/5" />
        <Skeleton className="h-5 w-3/5" />
        <Skeleton className="h-4 w-full" />
        <Skeleton className="h-4 w-full" />
        <Skeleton className="h-4 w-2/3" />
      </div>
    </div>
  );
}
