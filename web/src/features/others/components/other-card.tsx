import { useId, useLayoutEffect, useRef, useState } from 'react';
import { ImageWithFallback } from '@/components/image-with-fallback';
import { toParagraphs } from '@/lib/paragraphs';
import type { OtherCard as OtherCardData } from '../api';
import { i18n } from '@/i18n/i18n';

export interface OtherCardProps {
  card: OtherCardData;
  expanded: boolean;
  onToggle: () => void;
  eager?: boolean;
}

const toggleClass = 'inline-flex min-h-11 items-center font-semibold text-primary underline-offset-4 hover:underline';

/**
 * One Others card: header, picture (placeholder when missing), name, year and the text. Long
 * text is clamped to 3 lines with "...more"; expanded, it shows every paragraph and "... Show less".
 */
export function OtherCard({ card, expanded, onToggle, eager }: OtherCardProps) {
  const paragraphs = toParagraphs(card.text);
  const textId = useId();
  const clampRef = useRef<HTMLParagraphElement>(null);
  const [overflows, setOverflows] = useState(false);

  // "...more" only when the text really exceeds 3 lines at this width.
  useLayoutEffect(() => {
    const el = clampRef.current;
    if (!el) return;
    const measure = () => setOverflows(el.scrollHeight > el.clientHeight + 1);
    measure();
    if (typeof ResizeObserver === 'undefined') return;
    const observer = new ResizeObserver(measure);
    observer.observe(el);
    return () => observer.disconnect();
  }, [card.text, expanded]);

  return (
    <article className="flex flex-col overflow-hidden rounded-xl border bg-card shadow-sm">
      <h2 className="bg-primary px-4 py-2.5 text-lg font-semibold leading-snug text-primary-foreground">{card.header}</h2>
      <div className="flex flex-col gap-3 p-4">
        <div className="flex flex-wrap items-center gap-3">
          <ImageWithFallback
            src={card.image}
            alt={card.name ?? card.header}
            width={96}
            height={96}
            fallback={card.name ? 'person' : 'image'}
            eager={eager}
            className="size-24 shrink-0 rounded-lg border object-cover"
          />
          <div className="min-w-0 flex-[1_1_8rem] wrap-break-word">
            {card.name && <p className="text-lg font-semibold leading-snug">{card.name}</p>}
            {card.year && <p className="text-base text-muted-foreground">{card.year}</p>}
          </div>
        </div>
        {paragraphs.length > 0 && (
          <div id={textId} className="text-base leading-relaxed">
            {expanded ? (
              <>
                {paragraphs.map((p, i) => (
                  <p key={i} className="mb-2 last:mb-0">
                    {p}
                  </p>
                ))}
                <button type="button" className={toggleClass} aria-expanded="true" aria-controls={textId} onClick={onToggle}>
                  {i18n._('... Show less')}
                </button>
              </>
            ) : (
              <>
                <p ref={clampRef} data-preview className="line-clamp-3">
                  {paragraphs.join(' ')}
                </p>
                {overflows && (
                  <button type="button" className={toggleClass} aria-expanded="false" aria-controls={textId} onClick={onToggle}>
                    {i18n._('...more')}
                  </button>
                )}
              </>
            )}
          </div>
        )}
      </div>
    </article>
  );
}
