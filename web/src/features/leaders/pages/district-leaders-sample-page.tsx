/**
 * /district-leaders-sample (route not shown in the menu): a static "District Leaders"
 * placeholder with three hard-coded leaders. The real pages are /district-dg/{type}.
 */
import UserRoundIcon from 'lucide-react/icons/user-round';
import { PageHeader } from '@/components/page-header';
import { i18n } from '@/i18n/i18n';

const SAMPLE = [
  { role: 'DG', title: /*i18n*/ 'District Governor' },
  { role: 'FVDG', title: /*i18n*/ 'First Vice District Governor' },
  { role: 'SVDG', title: /*i18n*/ 'Second Vice District Governor' },
];

export default function DistrictLeadersSamplePage() {
  return (
    <>
      <PageHeader title={i18n._('District Leaders')} backTo={-1} />
      <ul className="flex flex-col gap-3">
        {SAMPLE.map((leader) => (
          <li key={leader.role} className="flex items-center gap-3 rounded-xl border bg-card p-3 shadow-sm">
            <span aria-hidden="true" className="flex size-16 items-center justify-center rounded-full bg-secondary text-primary">
              <UserRoundIcon className="size-8" />
            </span>
            <div>
              <p className="text-sm font-semibold text-primary">{leader.role}</p>
              <p className="text-lg font-semibold">{i18n._(leader.title)}</p>
            </div>
          </li>
        ))}
      </ul>
    </>
  );
}
