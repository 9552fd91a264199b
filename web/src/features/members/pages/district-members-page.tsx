/**
 * /district-members (query `id` = club id or all, `session=old`): docs/product.md 2.10 "Clubs and members".
 * Club dropdown "All Clubs (n)" + each club with its count, Reset, "Search members...", and
 * infinite-scroll member cards; managers get an edit button on other members of their club.
 */
import { lazy, Suspense, useState } from 'react';
import { useSearchParams } from 'react-router';
import PencilIcon from 'lucide-react/icons/pencil';
import type { MemberRow } from '@d320b/contract';
import { ClubFilter } from '@/components/club-filter';
import { InfiniteList } from '@/components/infinite-list';
import { PageHeader } from '@/components/page-header';
import { PersonCard } from '@/components/person-card';
import { MemberContactActions } from '@/components/contact-actions';
import { SearchBox } from '@/components/search-box';
import { Button } from '@/components/ui/button';
import { SESSION_KEYS } from '@/lib/storage';
import { useRestorableInfiniteList } from '@/lib/use-restorable-infinite-list';
import { ALL_CLUBS, clubFromQuery, membersList } from '../api';
import { canEditContact } from '../permissions';
import { i18n } from '@/i18n/i18n';

// Only managers ever open it: keep the form code out of everyone else's download.
const EditMobileDialog = lazy(() => import('../components/edit-mobile-dialog'));

export default function DistrictMembersPage() {
  const [params] = useSearchParams();
  const list = useRestorableInfiniteList({
    ...membersList,
    storageKey: SESSION_KEYS.members,
    initialFilters: { clubId: clubFromQuery(params.get('id')), search: '' },
    errorFallback: /*i18n*/ 'Data Not Found.',
  });
  const [editing, setEditing] = useState<MemberRow | null>(null);

  return (
    <>
      <PageHeader title={list.total === undefined ? i18n._('Members') : i18n._('Members({count})', { count: list.total })} />
      <div className="mb-4 flex flex-col gap-3">
        <ClubFilter
          value={list.draft.clubId}
          allValue={ALL_CLUBS}
          withCounts
          onChange={(clubId) => list.setFilters({ clubId })}
          onReset={() => list.setFilters({ clubId: ALL_CLUBS, search: '' })}
        />
        <SearchBox
          label={i18n._('Search members')}
          placeholder={i18n._('Search members...')}
          value={list.draft.search}
          onValueChange={(search) => list.setFilters({ search }, { debounce: true })}
          onSubmit={() => list.setFilters({ search: list.draft.search })}
        />
      </div>

      <InfiniteList
        list={list}
        label={i18n._('Members')}
        getKey={(m) => m.memId}
        renderItem={(m, index) => (
          <PersonCard
            to={`/district-member-details/${m.memId}`}
            onOpen={list.save}
            photo={m.memPhoto}
            name={m.memName}
            eager={index < 4}
            lines={[m.clubName, m.profession]}
            mobile={m.mobileNumber}
            contactActions={
              <MemberContactActions
                look="icon"
                onlySaveAndShare
                member={{ name: m.memName, mobile: m.mobileNumber, club: m.clubName, profession: m.profession, photo: m.memPhoto, path: `/district-member-details/${m.memId}` }}
              />
            }
            action={
              canEditContact(m) ? (
                <Button variant="ghost" size="icon" aria-label={i18n._('Edit mobile number of {name}', { name: m.memName })} onClick={() => setEditing(m)}>
                  <PencilIcon className="text-primary" aria-hidden="true" />
                </Button>
              ) : undefined
            }
          />
        )}
      />

      {editing && (
        <Suspense fallback={null}>
          <EditMobileDialog
            member={editing}
            onClose={() => setEditing(null)}
            onSaved={() => {
              setEditing(null);
              void list.refresh();
            }}
          />
        </Suspense>
      )}
    </>
  );
}
