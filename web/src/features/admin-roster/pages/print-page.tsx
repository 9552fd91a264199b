/**
 * /admin/roster/print?scope=&id=[&spouse=1&birthday=1&anniversary=1]: the directory laid out for
 * paper (cover, then each club with officers and members), at the full width of the sheet.
 */
import { useSearchParams } from 'react-router';
import { useQuery } from '@tanstack/react-query';
import type { RosterScopeKind } from '@d320b/contract';
import { PageHeader } from '@/components/page-header';
import { Button } from '@/components/ui/button';
import { Skeleton } from '@/components/ui/skeleton';
import { i18n } from '@/i18n/i18n';
import { errorMessage } from '@/lib/api-client';
import { directoryQuery, type DirectoryColumns } from '../api';
import './print.css';

const KINDS: RosterScopeKind[] = ['district', 'region', 'zone', 'club'];
const MONTHS = [/*i18n*/ 'Jan', /*i18n*/ 'Feb', /*i18n*/ 'Mar', /*i18n*/ 'Apr', /*i18n*/ 'May', /*i18n*/ 'Jun', /*i18n*/ 'Jul', /*i18n*/ 'Aug', /*i18n*/ 'Sep', /*i18n*/ 'Oct', /*i18n*/ 'Nov', /*i18n*/ 'Dec'];

/** '--MM-DD' → '5 Mar'. */
function dayMonth(value: string): string {
  const m = /(\d{2})-(\d{2})$/.exec(value);
  const month = MONTHS[Number(m?.[1]) - 1];
  return m ? `${Number(m[2])} ${month ? i18n._(month) : ''}` : '';
}

export default function PrintPage() {
  const [params] = useSearchParams();
  const kind = params.get('scope') as RosterScopeKind;
  const scope = KINDS.includes(kind) ? kind : 'district';
  const id = Number(params.get('id')) || null;
  const columns: DirectoryColumns = { spouse: params.has('spouse'), birthday: params.has('birthday'), anniversary: params.has('anniversary') };
  const dir = useQuery(directoryQuery({ scope, id }, columns));
  const d = dir.data;
  const members = d?.clubs.reduce((n, c) => n + c.members.length, 0) ?? 0;

  return (
    <>
      <PageHeader title={i18n._('Printable Directory')} backTo="/admin/roster/export" />
      {dir.isPending && <Skeleton className="h-64 w-full" />}
      {dir.isError && (
        <p role="alert" className="text-base text-destructive">
          {errorMessage(dir.error, i18n._('Could not load the directory.'))}
        </p>
      )}
      {d && (
        <article className="print-directory flex flex-col gap-8">
          <div className="print-hide flex gap-2">
            <Button onClick={() => window.print()}>{i18n._('Print')}</Button>
          </div>
          <header className="print-cover flex flex-col items-center gap-2 py-10 text-center">
            <h2 className="text-3xl font-bold text-primary">{d.districtName}</h2>
            <p className="text-xl">{i18n._('Member Directory')}</p>
            {d.lionsYear && <p className="text-lg">{i18n._('Lions year {year}', { year: d.lionsYear })}</p>}
            <p className="text-base text-muted-foreground">
              {i18n._('{scope} · {clubs} clubs · {members} members', { scope: d.scopeLabel, clubs: d.clubs.length, members })}
            </p>
          </header>
          {d.clubs.map((c) => (
            <section key={c.id} className="print-club flex flex-col gap-3" aria-label={c.name}>
              <h3 className="border-b pb-1 text-2xl font-semibold text-primary">
                {c.name} {c.clubNumber && <span className="text-base font-normal text-muted-foreground">· {i18n._('Club number {number}', { number: c.clubNumber })}</span>}
              </h3>
              {c.officers.length > 0 && (
                <dl className="grid grid-cols-1 gap-x-6 gap-y-0.5 sm:grid-cols-2">
                  {c.officers.map((o) => (
                    <div key={`${o.position}-${o.name}`} className="flex gap-1 text-base">
                      <dt className="text-muted-foreground">{o.position}:</dt>
                      <dd>{o.name}</dd>
                    </div>
                  ))}
                </dl>
              )}
              <ul className="grid grid-cols-1 gap-x-6 gap-y-2 md:grid-cols-2 print:grid-cols-2">
                {c.members.map((m) => (
                  <li key={m.id} className="print-member flex items-center gap-3 border-b py-1.5">
                    {m.photo ? (
                      <img src={m.photo} alt="" width={44} height={44} loading="lazy" className="size-11 shrink-0 rounded-md object-cover" />
                    ) : (
                      <span aria-hidden="true" className="size-11 shrink-0 rounded-md bg-muted" />
                    )}
                    <span className="flex min-w-0 flex-1 flex-col [overflow-wrap:anywhere]">
                      <span className="font-semibold">{m.name}</span>
                      {m.profession && <span className="text-sm text-muted-foreground">{m.profession}</span>}
                      {m.mobile && <span className="text-sm">{m.mobile}</span>}
                      {m.email && <span className="text-sm">{m.email}</span>}
                      {(m.spouse || m.birthday || m.anniversary) && (
                        <span className="text-sm text-muted-foreground">
                          {[
                            m.spouse && i18n._('Spouse: {name}', { name: m.spouse }),
                            m.birthday && i18n._('Birthday: {date}', { date: dayMonth(m.birthday) }),
                            m.anniversary && i18n._('Anniversary: {date}', { date: dayMonth(m.anniversary) }),
                          ]
                            .filter(Boolean)
                            .join(' · ')}
                        </span>
                      )}
                    </span>
                  </li>
                ))}
              </ul>
            </section>
          ))}
        </article>
      )}
    </>
  );
}
