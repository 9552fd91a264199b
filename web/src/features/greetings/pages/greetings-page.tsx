/**
 * /greetings (query session=old): birthdays and marriage anniversaries of a chosen day, today in
 * India by default. Changing the date (or Reset, back to today) starts again from page 1. A card
 * opens /district-member-details/{memId}?greet, whose back returns here with ?session=old.
 */
import { useId } from 'react';
import CakeIcon from 'lucide-react/icons/cake';
import HeartIcon from 'lucide-react/icons/heart';
import SendIcon from 'lucide-react/icons/send';
import type { Greeting } from '@d320b/contract';
import { InfiniteList } from '@/components/infinite-list';
import { PageHeader } from '@/components/page-header';
import { PersonCard } from '@/components/person-card';
import { Badge } from '@/components/ui/badge';
import { Button } from '@/components/ui/button';
import { Input } from '@/components/ui/input';
import { Label } from '@/components/ui/label';
import { whatsappHref, wishesText } from '@/lib/contact-links';
import { todayIn } from '@/lib/district-date';
import { SESSION_KEYS } from '@/lib/storage';
import { useRestorableInfiniteList } from '@/lib/use-restorable-infinite-list';
import { greetingBadge, greetingsList } from '../api';
import { i18n } from '@/i18n/i18n';

function GreetingBadge({ greeting, date }: { greeting: Greeting; date: string }) {
  const marriage = greeting.greetingType === 'marriage';
  const Icon = marriage ? HeartIcon : CakeIcon;
  return (
    <Badge variant={marriage ? 'secondary' : 'gold'} className="mt-1 w-fit">
      <Icon className="size-4" aria-hidden="true" />
      {greetingBadge(greeting, date)}
    </Badge>
  );
}

/** "Send wishes": WhatsApp with a message naming the occasion and the member. */
function SendWishes({ greeting }: { greeting: Greeting }) {
  const href = whatsappHref(greeting.mobileNumber, wishesText(greeting.greetingType === 'marriage' ? 'anniversary' : 'birthday', greeting.memName));
  if (!href) return null;
  return (
    <a
      href={href}
      target="_blank"
      rel="noopener noreferrer"
      aria-label={i18n._('Send wishes to {name} on WhatsApp', { name: greeting.memName })}
      className="relative z-10 mt-2 inline-flex min-h-11 w-fit items-center gap-2 rounded-lg bg-primary px-4 text-base font-semibold text-primary-foreground hover:bg-primary/90 focus-visible:outline-3 focus-visible:outline-ring"
    >
      <SendIcon className="size-5" aria-hidden="true" />
      {i18n._('Send wishes')}
    </a>
  );
}

export default function GreetingsPage() {
  const dateId = useId();
  const list = useRestorableInfiniteList({
    ...greetingsList,
    storageKey: SESSION_KEYS.greetings,
    initialFilters: { date: todayIn() },
    errorFallback: i18n._('Data Not Found.'),
  });
  const { date } = list.filters;

  return (
    <>
      <PageHeader title={i18n._('Greetings')} />
      <div className="mb-4 flex items-end gap-2">
        <div className="min-w-0 flex-1">
          <Label htmlFor={dateId} className="mb-1 block text-sm text-muted-foreground">
            {i18n._('Date')}
          </Label>
          <Input
            id={dateId}
            type="date"
            value={list.draft.date}
            // A cleared picker means "today" again rather than an empty, meaningless list.
            onChange={(e) => list.setFilters({ date: e.target.value || todayIn() })}
          />
        </div>
        <Button variant="outline" onClick={() => list.setFilters({ date: todayIn() })}>
          {i18n._('Reset')}
        </Button>
      </div>

      <InfiniteList
        list={list}
        emptyMessage={i18n._('No Data Found')}
        label={i18n._('Greetings')}
        getKey={(g) => `${g.greetingType}-${g.memId}`}
        renderItem={(g, index) => (
          <PersonCard
            to={`/district-member-details/${g.memId}?greet`}
            onOpen={list.save}
            photo={g.memPhoto}
            name={g.memName}
            eager={index < 4}
            lines={[g.clubName, <GreetingBadge key="badge" greeting={g} date={date} />]}
            mobile={g.mobileNumber}
            contactActions={<SendWishes greeting={g} />}
          />
        )}
      />
    </>
  );
}
