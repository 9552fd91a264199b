/** Pieces of the audit screens: one change ("Club: A → B") and one entry's who / when / what. */
import type { AuditChange, AuditEntry } from '@d320b/contract';
import { i18n } from '@/i18n/i18n';

export function ChangeLine({ change }: { change: AuditChange }) {
  return (
    <li className="break-words">
      <span className="font-medium">{change.label}:</span> <span className="text-muted-foreground">{change.old ?? i18n._('(empty)')}</span> → {change.new ?? i18n._('(empty)')}
    </li>
  );
}

export function ChangeList({ changes }: { changes: AuditChange[] }) {
  if (!changes.length) return null;
  return <ul className="flex flex-col gap-0.5 text-sm">{changes.map((c, i) => <ChangeLine key={`${c.field}-${i}`} change={c} />)}</ul>;
}

/** 'Anil Kumar (District admin)' or 'System'. */
export function whoText(e: Pick<AuditEntry, 'actorName' | 'actorRole'>): string {
  return e.actorName ? `${e.actorName} (${e.actorRole})` : e.actorRole;
}

/** 'Changed member · Anil Kumar'. */
export function whatText(e: Pick<AuditEntry, 'summary' | 'subject'>): string {
  return e.subject ? `${e.summary} · ${e.subject}` : e.summary;
}
