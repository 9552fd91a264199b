/**
 * Governor profile pages (docs/product.md 2.9): leader cards (photo, name,
 * "DG: {year}", club, mobile), then the family picture with the page name, the slogan (not for
 * fvdg/svdg), logo and theme pictures when both exist (not for fvdg/svdg) and the Profile text
 * in paragraphs.
 */
import type { UseQueryResult } from '@tanstack/react-query';
import QuoteIcon from 'lucide-react/icons/quote';
import type { GovernorProfile } from '@d320b/contract';
import { EmptyState, FailedState } from '@/components/empty-state';
import { ImageWithFallback } from '@/components/image-with-fallback';
import { ListSkeleton } from '@/components/infinite-list';
import { PageHeader } from '@/components/page-header';
import { PersonCard } from '@/components/person-card';
import { Card, CardContent, CardHeader, CardTitle } from '@/components/ui/card';
import { errorMessage } from '@/lib/api-client';
import { toParagraphs } from '@/lib/paragraphs';
import { useErrorToast } from '@/lib/use-error-toast';
import type { LeadersAnswer } from '../api';
import { i18n } from '@/i18n/i18n';

/** fvdg and svdg pages show neither slogan nor logo and theme pictures (docs/product.md 2.9). */
export function showsSloganAndTheme(id: string): boolean {
  return id !== 'fvdg' && id !== 'svdg';
}

function Picture({ src, alt, caption }: { src: string | null; alt: string; caption?: string }) {
  return (
    <figure className="overflow-hidden rounded-xl border bg-card shadow-sm">
      <ImageWithFallback src={src} alt={alt} width={800} height={600} className="aspect-[4/3] w-full object-cover" />
      {caption && <figcaption className="px-4 py-2 text-center text-base font-semibold text-primary">{caption}</figcaption>}
    </figure>
  );
}

function LeaderDetails({ leader, pageName, withSlogan }: { leader: GovernorProfile; pageName: string; withSlogan: boolean }) {
  const paragraphs = toParagraphs(leader.dgProfile);
  return (
    <div className="flex flex-col gap-4">
      {leader.dgFamilyPic && <Picture src={leader.dgFamilyPic} alt={i18n._('{name} with family', { name: leader.memName })} caption={pageName} />}
      {withSlogan && leader.dgSlogan && (
        <blockquote className="flex gap-3 rounded-xl border-l-4 border-gold bg-gold-soft px-4 py-3 text-lg font-semibold italic text-gold-foreground">
          <QuoteIcon className="mt-1 size-5 shrink-0" aria-hidden="true" />
          <p>{leader.dgSlogan}</p>
        </blockquote>
      )}
      {withSlogan && leader.dgLogoPic && leader.dgThemePic && (
        <div className="grid grid-cols-2 gap-3">
          <Picture src={leader.dgLogoPic} alt={i18n._('Logo')} />
          <Picture src={leader.dgThemePic} alt={i18n._('Theme')} />
        </div>
      )}
      {paragraphs.length > 0 && (
        <Card>
          <CardHeader>
            <CardTitle>{i18n._('Profile')}</CardTitle>
          </CardHeader>
          <CardContent className="flex flex-col gap-3 text-base leading-relaxed">
            {paragraphs.map((p, i) => (
              <p key={i}>{p}</p>
            ))}
          </CardContent>
        </Card>
      )}
    </div>
  );
}

export interface LeadersViewProps {
  query: UseQueryResult<LeadersAnswer>;
  /** The route id: a profile type on /district-dg, a member id on /district-pdgs. */
  id: string;
  /** Where a leader card leads. */
  linkFor: (leader: GovernorProfile) => string;
  /** Only the cards (the PDG list, whose cards open each PDG's own page). */
  cardsOnly?: boolean;
}

export function LeadersView({ query, id, linkFor, cardsOnly = false }: LeadersViewProps) {
  useErrorToast(query.error, query.errorUpdatedAt, /*i18n*/ 'Error fetching leaders');

  const pageName = query.data?.pageName ?? '';
  const leaders = query.data?.leaders ?? [];
  const withSlogan = showsSloganAndTheme(id);

  return (
    <>
      <PageHeader title={pageName ? i18n._('District {pageName}', { pageName }) : i18n._('District Leaders')} backTo={-1} />
      {query.isPending && query.fetchStatus !== 'idle' ? (
        <ListSkeleton count={3} />
      ) : query.isError && !query.data ? (
        <FailedState message={errorMessage(query.error, '') || i18n._('Could not load this page.')} onRetry={() => void query.refetch()} />
      ) : leaders.length === 0 ? (
        <EmptyState message={i18n._('No Data Found')} />
      ) : (
        <ul aria-label={pageName || i18n._('Leaders')} className="flex flex-col gap-5">
          {leaders.map((leader, index) => (
            <li key={leader.dgld} className="flex flex-col gap-4">
              <PersonCard
                to={linkFor(leader)}
                photo={leader.memPhoto}
                name={leader.memName}
                headingLevel={2}
                lines={[leaderYearLine(leader.acYear, pageName), leader.club_name]}
                mobile={leader.memMobileNumber}
                eager={index < 3}
              />
              {!cardsOnly && <LeaderDetails leader={leader} pageName={pageName} withSlogan={withSlogan} />}
            </li>
          ))}
        </ul>
      )}
    </>
  );
}

/**
 * "DG: {year}" with the year of that leader's own DG term (the server sends it for IPDG, FVDG
 * and SVDG too); without one, only the role, never another year.
 */
function leaderYearLine(acYear: string | null, pageName: string): string | null {
  if (acYear) return i18n._('DG: {year}', { year: acYear });
  return pageName || null;
}
