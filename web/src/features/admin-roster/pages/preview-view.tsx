/**
 * The preview of a roster file: the counts, then each list (rejected rows with every fault, fields
 * left out, members to add, to update field by field, to deactivate, clubs to add). Lists longer
 * than a screen start collapsed; each shows its first 200 entries (the counts are always whole).
 */
import type { ReactNode } from 'react';
import type { RosterPreview } from '@d320b/contract';
import { i18n } from '@/i18n/i18n';

/** Rows listed per section; the counts above always give the full numbers. */
export const SHOWN = 200;
/** Lists longer than this start collapsed. */
export const OPEN_UP_TO = 10;

export function Count({ label, value, tone }: { label: string; value: number; tone?: 'warn' | 'bad' }) {
  const color = tone === 'bad' && value ? 'text-destructive' : tone === 'warn' && value ? 'text-amber-700 dark:text-amber-300' : 'text-foreground';
  return (
    <div className="flex flex-col rounded-lg border bg-card px-3 py-2">
      <span className={`text-2xl font-semibold ${color}`}>{value}</span>
      <span className="text-sm text-muted-foreground">{label}</span>
    </div>
  );
}

function Section({ title, count, children }: { title: string; count: number; children: ReactNode }) {
  if (!count) return null;
  return (
    <section aria-label={title}>
      <details open={count <= OPEN_UP_TO} className="group rounded-lg border bg-card">
        <summary className="flex min-h-11 cursor-pointer list-none items-center justify-between gap-2 px-3 py-2 text-lg font-semibold">
          <span>{i18n._('{list} ({count})', { list: title, count })}</span>
          <span className="text-sm font-normal text-primary underline group-open:hidden">{i18n._('Show')}</span>
          <span className="hidden text-sm font-normal text-primary underline group-open:inline">{i18n._('Hide')}</span>
        </summary>
        <div className="flex flex-col gap-2 border-t p-3">
          {children}
          {count > SHOWN && (
            <p className="text-sm text-muted-foreground">{i18n._('Showing the first {shown} of {count}.', { shown: SHOWN, count })}</p>
          )}
        </div>
      </details>
    </section>
  );
}

export function PreviewView({ p }: { p: RosterPreview }) {
  return (
    <div className="flex flex-col gap-4">
      <p className="text-base">
        <strong>{p.fileName}</strong> · {i18n._('{count} rows read', { count: p.rowsRead })} · {i18n._('columns: {columns}', { columns: p.columns.map((c) => c.field).join(', ') })}
        {p.ignoredColumns.length > 0 && <span className="text-muted-foreground"> · {i18n._('ignored: {columns}', { columns: p.ignoredColumns.join(', ') })}</span>}
      </p>

      <Section title={i18n._('Rejected rows')} count={p.rejected.length}>
        <ul className="flex flex-col gap-1">
          {p.rejected.slice(0, SHOWN).map((r) => (
            <li key={r.row} className="rounded-md border border-destructive/40 px-3 py-2 text-base">
              <strong>{i18n._('Row {row}', { row: r.row })}</strong>
              {r.name && <> · {r.name}</>}
              <ul className="mt-1 list-disc pl-5 text-sm">
                {r.reasons.map((reason) => (
                  <li key={reason}>{reason}</li>
                ))}
              </ul>
            </li>
          ))}
        </ul>
      </Section>

      <Section title={i18n._('Imported without some fields')} count={p.warnings.length}>
        <ul className="flex flex-col gap-1">
          {p.warnings.slice(0, SHOWN).map((w) => (
            <li key={`${w.row}-${w.field}`} className="rounded-md border border-amber-500/50 px-3 py-2 text-base">
              <strong>{i18n._('Row {row}', { row: w.row })}</strong> · {w.name}: <span className="text-sm">{w.message}</span>
            </li>
          ))}
        </ul>
      </Section>

      <Section title={i18n._('Members to add')} count={p.adds.length}>
        <ul className="grid gap-1 md:grid-cols-2">
          {p.adds.slice(0, SHOWN).map((a) => (
            <li key={a.row} className="rounded-md border px-3 py-2 text-base">
              <strong>{a.name}</strong>
              <span className="block text-sm text-muted-foreground">
                {i18n._('Row {row}', { row: a.row })} · {a.club} · {a.mobile}
                {a.membershipNumber && <> · #{a.membershipNumber}</>}
              </span>
            </li>
          ))}
        </ul>
      </Section>

      <Section title={i18n._('Members to update')} count={p.updates.length}>
        <ul className="flex flex-col gap-2">
          {p.updates.slice(0, SHOWN).map((u) => (
            <li key={u.row} className="rounded-md border px-3 py-2">
              <p className="text-base">
                <strong>{u.name}</strong> <span className="text-sm text-muted-foreground">· {i18n._('Row {row}', { row: u.row })} · {u.club}</span>
              </p>
              <ul className="mt-1 flex flex-col gap-0.5 text-sm">
                {u.changes.map((c) => (
                  <li key={c.field}>
                    <span className="font-medium">{c.label}:</span> <span className="text-muted-foreground line-through">{c.old || i18n._('(empty)')}</span> → <span>{c.new}</span>
                  </li>
                ))}
              </ul>
            </li>
          ))}
        </ul>
      </Section>

      <Section title={i18n._('Members to deactivate')} count={p.deactivations.length}>
        <ul className="grid gap-1 md:grid-cols-2">
          {p.deactivations.slice(0, SHOWN).map((d) => (
            <li key={d.memberId} className="rounded-md border border-amber-500/50 px-3 py-2 text-base">
              <strong>{d.name}</strong>
              <span className="block text-sm text-muted-foreground">
                {d.club} · {d.mobile}
              </span>
            </li>
          ))}
        </ul>
      </Section>

      <Section title={i18n._('Clubs to add')} count={p.newClubs.length}>
        <ul className="flex flex-col gap-1">
          {p.newClubs.map((c) => (
            <li key={`${c.name}-${c.clubNumber}`} className="text-base">
              {c.name} {c.clubNumber && <span className="text-muted-foreground">({c.clubNumber})</span>}
            </li>
          ))}
        </ul>
      </Section>
    </div>
  );
}
