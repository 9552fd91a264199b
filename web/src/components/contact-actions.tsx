/**
 * One tap to reach a member (and to save or share what the app shows): Call, WhatsApp, SMS,
 * E-mail, Save contact (vCard), Share, Add to calendar (.ics), maps. Every control is a real
 * link or button with a visible or accessible label and a 44 px target. The vCard and .ics code
 * loads only when pressed (lib/contact-files).
 */
import { useState, type ReactNode } from 'react';
import { toast } from 'sonner';
import CalendarPlusIcon from 'lucide-react/icons/calendar-plus';
import GlobeIcon from 'lucide-react/icons/globe';
import MailIcon from 'lucide-react/icons/mail';
import MapPinIcon from 'lucide-react/icons/map-pin';
import MessageCircleIcon from 'lucide-react/icons/message-circle';
import MessageSquareIcon from 'lucide-react/icons/message-square';
import PhoneIcon from 'lucide-react/icons/phone';
import Share2Icon from 'lucide-react/icons/share-2';
import UserPlusIcon from 'lucide-react/icons/user-plus';
import { callHref, mailHref, mapsHref, smsHref, whatsappHref } from '@/lib/contact-links';
import type { CalendarEntry, ContactCard } from '@/lib/contact-files';
import { websiteHref } from '@/lib/dates';
import { cn } from '@/lib/utils';
import { i18n } from '@/i18n/i18n';
import { showError } from '@/lib/show-error';

const fullClass =
  'inline-flex min-h-11 min-w-11 items-center justify-center gap-2 rounded-lg border border-input bg-card px-3 text-base font-medium text-primary hover:bg-muted focus-visible:outline-3 focus-visible:outline-ring disabled:opacity-60';
const iconClass =
  'relative z-10 inline-flex size-11 shrink-0 items-center justify-center rounded-full text-primary hover:bg-muted focus-visible:outline-3 focus-visible:outline-ring';

type Look = 'full' | 'icon';

/** `label` is shown (full look); `name` is the accessible name of an icon (defaults to the label). */
function ActionLink({ href, label, name, icon, look, external }: { href: string; label: string; name?: string; icon: ReactNode; look: Look; external?: boolean }) {
  return (
    <a
      href={href}
      aria-label={look === 'icon' ? (name ?? label) : undefined}
      title={look === 'icon' ? (name ?? label) : undefined}
      className={look === 'icon' ? iconClass : fullClass}
      {...(external ? { target: '_blank', rel: 'noopener noreferrer' } : {})}
    >
      {icon}
      {look === 'full' && <span>{label}</span>}
    </a>
  );
}

function ActionButton({ label, name, icon, look, onClick }: { label: string; name?: string; icon: ReactNode; look: Look; onClick: () => Promise<void> | void }) {
  const [busy, setBusy] = useState(false);
  return (
    <button
      type="button"
      aria-label={look === 'icon' ? (name ?? label) : undefined}
      title={look === 'icon' ? (name ?? label) : undefined}
      className={look === 'icon' ? iconClass : fullClass}
      disabled={busy}
      aria-busy={busy || undefined}
      onClick={async () => {
        setBusy(true);
        try {
          await onClick();
        } finally {
          setBusy(false);
        }
      }}
    >
      {icon}
      {look === 'full' && <span>{label}</span>}
    </button>
  );
}

const ICON = 'size-5 shrink-0';

/** Web Share when the phone has it, else the link is copied. */
export async function shareLink(title: string, path: string, text?: string): Promise<void> {
  const url = new URL(path, window.location.origin).toString();
  if (typeof navigator.share === 'function') {
    try {
      await navigator.share({ title, text, url });
      return;
    } catch (error) {
      if (error instanceof DOMException && error.name === 'AbortError') return;
    }
  }
  try {
    await navigator.clipboard.writeText(url);
    toast.success(i18n._('Link copied'));
  } catch {
    showError(i18n._('Could not share. The link is {url}', { url }));
  }
}

export async function saveContact(card: ContactCard & { photo?: string | null }): Promise<void> {
  try {
    const files = await import('@/lib/contact-files');
    const photoJpegBase64 = await files.photoAsJpegBase64(files.thumbnailOf(card.photo));
    files.downloadText(files.buildVCard({ ...card, photoJpegBase64 }), files.fileNameOf(card.name, 'vcf'), 'text/vcard');
  } catch {
    showError(i18n._('Could not save the contact. Please try again.'));
  }
}

export async function addToCalendar(entry: CalendarEntry): Promise<void> {
  try {
    const files = await import('@/lib/contact-files');
    files.downloadText(files.buildEventIcs(entry), files.fileNameOf(entry.title, 'ics'), 'text/calendar');
  } catch {
    showError(i18n._('Could not create the calendar entry. Please try again.'));
  }
}

/** The contact card's fields, with the photo's URL (read into the card when saved) and the member's page. */
export type MemberContact = Omit<ContactCard, 'photoJpegBase64' | 'url'> & {
  photo?: string | null;
  /** In-app path of the member (for Share). */
  path: string;
};

/** Call, WhatsApp, SMS, E-mail, Save contact, Share: labelled buttons (details) or icons (cards). */
export function MemberContactActions({
  member,
  look = 'full',
  onlySaveAndShare = false,
  className,
}: {
  member: MemberContact;
  look?: Look;
  /** Cards already show Call, WhatsApp and SMS beside the number. */
  onlySaveAndShare?: boolean;
  className?: string;
}) {
  const call = onlySaveAndShare ? null : callHref(member.mobile);
  const whatsapp = onlySaveAndShare ? null : whatsappHref(member.mobile);
  const sms = onlySaveAndShare ? null : smsHref(member.mobile);
  const mail = onlySaveAndShare ? null : mailHref(member.email);
  return (
    <div
      role="group"
      aria-label={i18n._('Contact {name}', { name: member.name })}
      className={cn(look === 'full' ? 'grid grid-cols-fit gap-2 sm:grid-cols-3' : 'relative z-10 -ml-2 flex flex-wrap items-center', className)}
    >
      {call && <ActionLink href={call} label={i18n._('Call')} name={i18n._('Call {name}', { name: member.name })} icon={<PhoneIcon className={ICON} aria-hidden="true" />} look={look} />}
      {whatsapp && (
        <ActionLink href={whatsapp} label={i18n._('WhatsApp')} name={i18n._('WhatsApp {name}', { name: member.name })} icon={<MessageCircleIcon className={ICON} aria-hidden="true" />} look={look} external />
      )}
      {sms && <ActionLink href={sms} label={i18n._('SMS')} name={i18n._('SMS {name}', { name: member.name })} icon={<MessageSquareIcon className={ICON} aria-hidden="true" />} look={look} />}
      {mail && <ActionLink href={mail} label={i18n._('E-mail')} name={i18n._('E-mail {name}', { name: member.name })} icon={<MailIcon className={ICON} aria-hidden="true" />} look={look} />}
      <ActionButton
        label={i18n._('Save contact')}
        name={i18n._('Save contact {name}', { name: member.name })}
        icon={<UserPlusIcon className={ICON} aria-hidden="true" />}
        look={look}
        onClick={() => saveContact({ ...member })}
      />
      <ActionButton
        label={i18n._('Share')}
        name={i18n._('Share {name}', { name: member.name })}
        icon={<Share2Icon className={ICON} aria-hidden="true" />}
        look={look}
        onClick={() => shareLink(member.name, member.path, [member.name, member.club].filter(Boolean).join(', '))}
      />
    </div>
  );
}

/** A business: call and WhatsApp the owner, its website, and a maps link when an address is known. */
export function BusinessContactActions({ name, mobile, website, address }: { name: string; mobile?: string | null; website?: string | null; address?: string | null }) {
  const call = callHref(mobile);
  const whatsapp = whatsappHref(mobile);
  const site = website?.trim() ? websiteHref(website.trim()) : null;
  const maps = mapsHref(address);
  if (!call && !whatsapp && !site && !maps) return null;
  return (
    <div role="group" aria-label={i18n._('Contact {name}', { name })} className="grid grid-cols-fit gap-2">
      {call && <ActionLink href={call} label={i18n._('Call')} icon={<PhoneIcon className={ICON} aria-hidden="true" />} look="full" />}
      {whatsapp && <ActionLink href={whatsapp} label={i18n._('WhatsApp')} icon={<MessageCircleIcon className={ICON} aria-hidden="true" />} look="full" external />}
      {site && <ActionLink href={site} label={i18n._('Website')} icon={<GlobeIcon className={ICON} aria-hidden="true" />} look="full" external />}
      {maps && <ActionLink href={maps} label={i18n._('Map')} icon={<MapPinIcon className={ICON} aria-hidden="true" />} look="full" external />}
    </div>
  );
}

/** A district event: Add to calendar (.ics) and Share. */
export function EventActions({ entry, path }: { entry: CalendarEntry; path: string }) {
  return (
    <>
      <ActionButton label={i18n._('Add to calendar')} icon={<CalendarPlusIcon className={ICON} aria-hidden="true" />} look="full" onClick={() => addToCalendar(entry)} />
      <ActionButton label={i18n._('Share')} icon={<Share2Icon className={ICON} aria-hidden="true" />} look="full" onClick={() => shareLink(entry.title, path)} />
    </>
  );
}

/** A maps link for a postal address, or null. */
export function MapLink({ address }: { address: string | null | undefined }) {
  const maps = mapsHref(address);
  if (!maps) return null;
  return <ActionLink href={maps} label={i18n._('Open in maps')} icon={<MapPinIcon className={ICON} aria-hidden="true" />} look="full" external />;
}
