/**
 * /district-members (query `id` = club id or all, `session=old`): spec section 2 "Members list".
 * Club dropdown "All Clubs (n)" + each club with its count, Reset, "Search members...", and
 * infinite-scroll member cards; managers get an edit button on other members of their club.
 */
import { lazy, Suspense, useEffect, useId, useState } from 'react';
import { useSearchParams } from 'react-router';
import { toast } from 'sonner';
import PencilIcon from 'lucide-react/icons/pencil';
import type { MemberRow } from '@d320b/contract';
import { InfiniteList } from '@/components/infinite-list';
import { PageHeader } from '@/components/page-header';
import { PersonCard } from '@/components/person-card';
import { SearchBox } from '@/components/search-box';
import { Button } from '@/components/ui/button';
import { Label } from '@/components/ui/label';
import { Select } from '@/components/ui/select';
import { errorMessage } from '@/lib/api-client';
import { SESSION_KEYS } from '@/lib/storage';
import { useRestorableInfiniteList } from '@/lib/use-restorable-infinite-list';
import { ALL_CLUBS, clubFromQuery, fetchMembersPage, useClubCounts, type MemberFilters } from '../api';
import { canEditContact } from '../permissions';

// Only managers ever open it: keep the form code out of everyone else's download.
const EditMobileDialog = lazy(() => import('../components/edit-mobile-dialog'));

function ClubSelect({ value, onChange }: { value: string; onChange: (clubId: string) => void }) {
  const id = useId();
  const clubs = useClubCounts();
  useEffect(() => {
    if (clubs.isError) toast.error(errorMessage(clubs.error, 'Error fetching clubs'));
  }, [clubs.isError, clubs.error]);
  const all = clubs.data ? `All Clubs (${clubs.data.total_members_count})` : 'All Clubs';
  return (
    <div className="min-w-0 flex-1">
      <Label htmlFor={id} className="sr-only">
        Club
      </Label>
      <Select id={id} value={value} onChange={(e) => onChange(e.target.value)} aria-busy={clubs.isPending || undefined}>
        <option value={ALL_CLUBS}>{all}</option>
        {clubs.data?.data.map((club) => (
          <option key={club.clubld} value={String(club.clubld)}>
            {`${club.clubName} (${club.memberCount})`}
          </option>
        ))}
      </Select>
    </div>
  );
}

export default function DistrictMembersPage() {
  const [params] = useSearchParams();
  const list = useRestorableInfiniteList<MemberRow, MemberFilters>({
    storageKey: SESSION_KEYS.members,
    initialFilters: { clubId: clubFromQuery(params.get('id')), search: '' },
    fetchPage: fetchMembersPage,
    errorFallback: 'Data Not Found.',
  });
  const [editing, setEditing] = useState<MemberRow | null>(null);

  return (
    <>
      <PageHeader title={list.total === undefined ? 'Members' : `Members(${list.total})`} />
      <div className="mb-4 flex flex-col gap-3">
        <div className="flex gap-2">
          <ClubSelect value={list.draft.clubId} onChange={(clubId) => list.setFilters({ clubId })} />
          <Button variant="outline" className="h-12" onClick={() => list.setFilters({ clubId: ALL_CLUBS, search: '' })}>
            Reset
          </Button>
        </div>
        <SearchBox
          label="Search members"
          placeholder="Search members..."
          value={list.draft.search}
          onValueChange={(search) => list.setFilters({ search }, { debounce: true })}
          onSubmit={() => list.setFilters({ search: list.draft.search })}
        />
      </div>

      <InfiniteList
        list={list}
        label="Members"
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
            action={
              canEditContact(m) ? (
                <Button variant="ghost" size="icon" aria-label={`Edit mobile number of ${m.memName}`} onClick={() => setEditing(m)}>
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
