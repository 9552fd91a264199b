import type { ReactNode } from 'react';
import { Link } from 'react-router';
import MessageCircleIcon from 'lucide-react/icons/message-circle';
import MessageSquareIcon from 'lucide-react/icons/message-square';
import PhoneIcon from 'lucide-react/icons/phone';
import { smsHref, whatsappHref } from '@/lib/contact-links';
import { ImageWithFallback } from '@/components/image-with-fallback';
import { telHref } from '@/lib/tel';
import { cn } from '@/lib/utils';
import { i18n } from '@/i18n/i18n';

export interface PersonCardProps {
  /** Where the card leads (usually the member details page). */
  to: string;
  /** Runs before navigating, e.g. the list's save(). */
  onOpen?: () => void;
  photo: string | null | undefined;
  name: string;
  /** Small line above the name (position, role). */
  eyebrow?: ReactNode;
  /** Lines under the name; empty ones are skipped. */
  lines?: ReactNode[];
  /** Tap-to-call number. */
  mobile?: string | null;
  /** Extra control on the right (e.g. an edit button); stays clickable above the card link. */
  action?: ReactNode;
  /** More contact controls under the number (e.g. Save contact and Share). */
  contactActions?: ReactNode;
  /** Load the photo at once (first card above the fold). */
  eager?: boolean;
  /** Heading level of the name inside the page. */
  headingLevel?: 2 | 3;
  className?: string;
}

/**
 * A person row: photo, name and a few lines, the whole card opening `to`. The name link is
 * stretched over the card (one tab stop, one accessible name), while the phone link and the
 * action sit above it so they keep their own taps.
 */
export function PersonCard({
  to,
  onOpen,
  photo,
  name,
  eyebrow,
  lines = [],
  mobile,
  action,
  contactActions,
  eager,
  headingLevel = 2,
  className,
}: PersonCardProps) {
  const Heading = headingLevel === 2 ? 'h2' : 'h3';
  return (
    <article className={cn('relative flex flex-wrap gap-3 rounded-xl border bg-card p-3 shadow-sm transition-colors hover:bg-muted/40', className)}>
      <ImageWithFallback
        src={photo}
        alt=""
        width={56}
        height={56}
        fallback="person"
        eager={eager}
        className="size-14 shrink-0 rounded-full border object-cover"
      />
      {/* At large text the words go under the photo instead of into a sliver beside it. */}
      <div className="flex min-w-[min(100%,9rem)] flex-1 flex-col">
        {eyebrow && <p className="text-sm font-semibold text-primary">{eyebrow}</p>}
        <Heading className="text-lg font-semibold leading-snug">
          <Link
            to={to}
            onClick={onOpen}
            className="rounded-sm outline-none after:absolute after:inset-0 after:rounded-xl after:content-[''] focus-visible:after:outline-3 focus-visible:after:outline-ring"
          >
            {name}
          </Link>
        </Heading>
        {lines
          .filter((line) => line !== null && line !== undefined && line !== '' && line !== false)
          .map((line, i) => (
            <p key={i} className="break-words text-base leading-snug text-muted-foreground">
              {line}
            </p>
          ))}
        {mobile && <MobileLinks mobile={mobile} name={name} />}
        {contactActions}
      </div>
      {action && <div className="relative z-10 -mr-1 -mt-1 shrink-0">{action}</div>}
    </article>
  );
}

const iconLink =
  'inline-flex size-11 shrink-0 items-center justify-center rounded-full text-primary hover:bg-muted focus-visible:outline-3 focus-visible:outline-ring';

/** The number (tap to call), then WhatsApp and SMS: each its own 44 px target above the card link. */
function MobileLinks({ mobile, name }: { mobile: string; name: string }) {
  const whatsapp = whatsappHref(mobile);
  const sms = smsHref(mobile);
  return (
    <div className="relative z-10 -mb-2 -ml-1 flex flex-wrap items-center gap-1">
      <a
        href={telHref(mobile)}
        aria-label={i18n._('Call {mobile}', { mobile })}
        className="inline-flex min-h-11 max-w-full items-center gap-2 rounded-lg px-1 text-base font-medium wrap-anywhere text-primary hover:underline"
      >
        <PhoneIcon className="size-4" aria-hidden="true" />
        {mobile}
      </a>
      {whatsapp && (
        <a href={whatsapp} target="_blank" rel="noopener noreferrer" aria-label={i18n._('WhatsApp {name}', { name })} title={i18n._('WhatsApp')} className={iconLink}>
          <MessageCircleIcon className="size-5" aria-hidden="true" />
        </a>
      )}
      {sms && (
        <a href={sms} aria-label={i18n._('SMS {name}', { name })} title={i18n._('SMS')} className={iconLink}>
          <MessageSquareIcon className="size-5" aria-hidden="true" />
        </a>
      )}
    </div>
  );
}
