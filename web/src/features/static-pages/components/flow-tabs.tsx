/**
 * Tabs of the architecture page (WAI-ARIA tabs pattern: arrow keys, Home and End move between
 * tabs; only the chosen panel is in the page). Kept local: no other screen needs tabs.
 */
import { useId, useRef, useState, type KeyboardEvent, type ReactNode } from 'react';
import { cn } from '@/lib/utils';

export interface FlowTab {
  label: string;
  content: ReactNode;
}

export function FlowTabs({ tabs, label }: { tabs: FlowTab[]; label: string }) {
  const baseId = useId();
  const [active, setActive] = useState(0);
  const refs = useRef<(HTMLButtonElement | null)[]>([]);

  const select = (index: number) => {
    const next = (index + tabs.length) % tabs.length;
    setActive(next);
    refs.current[next]?.focus();
  };
  const onKeyDown = (event: KeyboardEvent) => {
    const moves: Record<string, number> = { ArrowRight: active + 1, ArrowLeft: active - 1, Home: 0, End: tabs.length - 1 };
    const to = moves[event.key];
    if (to === undefined) return;
    event.preventDefault();
    select(to);
  };

  return (
    <div className="flex flex-col gap-4">
      <div role="tablist" aria-label={label} onKeyDown={onKeyDown} className="grid grid-cols-fit gap-1 rounded-xl border bg-card p-1 shadow-sm sm:grid-cols-4">
        {tabs.map((tab, i) => (
          <button
            key={tab.label}
            ref={(el) => {
              refs.current[i] = el;
            }}
            type="button"
            role="tab"
            id={`${baseId}-tab-${i}`}
            aria-selected={i === active}
            aria-controls={`${baseId}-panel-${i}`}
            tabIndex={i === active ? 0 : -1}
            onClick={() => setActive(i)}
            className={cn(
              'min-h-11 rounded-lg px-2 text-base font-semibold transition-colors focus-visible:outline-3 focus-visible:outline-offset-1 focus-visible:outline-ring',
              i === active ? 'bg-primary text-primary-foreground shadow-sm' : 'text-foreground hover:bg-muted',
            )}
          >
            {tab.label}
          </button>
        ))}
      </div>
      <div role="tabpanel" id={`${baseId}-panel-${active}`} aria-labelledby={`${baseId}-tab-${active}`} tabIndex={0} className="outline-none">
        {tabs[active]?.content}
      </div>
    </div>
  );
}
