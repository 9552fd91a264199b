/**
 * Labelled rows of the member screens (View Member Details, My Profile): a <dt>/<dd> pair per
 * fact inside a <dl>, links for contact values, and "N/A" for anything missing (docs/product.md 2.1).
 */
import type { ReactNode } from 'react';
import { ImageWithFallback } from '@/components/image-with-fallback';
import { websiteHref } from '@/lib/dates';
import { dateOrNA, orNA } from '@/lib/format';
import { telHref } from '@/lib/tel';
import { i18n } from '@/i18n/i18n';

export function DetailRow({ label, children }: { label: string; children: ReactNode }) {
  return (
    <div className="flex flex-col gap-0.5 border-b py-2.5 last:border-b-0">
      <dt className="text-sm font-medium text-muted-foreground">{label}</dt>
      <dd className="break-words text-base text-foreground">{children}</dd>
    </div>
  );
}

// min-h-11 keeps a 44px touch target on a one-line value.
const linkClass = 'inline-flex min-h-11 items-center break-all font-medium text-primary underline-offset-4 hover:underline';

type LinkKind = 'tel' | 'mailto' | 'website';

function hrefFor(kind: LinkKind, value: string): string {
  if (kind === 'tel') return telHref(value);
  if (kind === 'mailto') return `mailto:${value}`;
  return websiteHref(value);
}

/** The value as a call / e-mail / website link (websites open in a new tab), or "N/A". */
export function DetailLink({ kind, value }: { kind: LinkKind; value: string | null | undefined }) {
  if (!value) return i18n._('N/A');
  const external = kind === 'website' ? { target: '_blank', rel: 'noopener noreferrer' } : {};
  return (
    <a href={hrefFor(kind, value)} className={linkClass} {...external}>
      {value}
    </a>
  );
}

export interface MemberHeroProps {
  photo: string | null;
  name: string;
  profession: string | null | undefined;
  club: string | null | undefined;
  district: string | null | undefined;
  /** Extra controls in the banner's corner (My Profile's Edit). */
  children?: ReactNode;
}

/** The blue banner of a member card: photo, name, profession and "club | district". */
export function MemberHero({ photo, name, profession, club, district, children }: MemberHeroProps) {
  return (
    <div className="relative flex flex-col items-center gap-2 bg-primary px-4 pb-5 pt-6 text-center text-primary-foreground">
      {children}
      <ImageWithFallback
        src={photo}
        alt={i18n._('Photo of {name}', { name })}
        width={112}
        height={112}
        fallback="person"
        eager
        className="size-28 rounded-full border-4 border-gold object-cover"
      />
      <h2 className="text-xl font-semibold leading-tight">{orNA(name)}</h2>
      <p className="text-base text-gold-soft">{orNA(profession)}</p>
      <p className="text-base">{`${orNA(club)} | ${orNA(district)}`}</p>
    </div>
  );
}

/** The member facts both member screens show (get_member and the stored profile share these names). */
export interface MemberFacts {
  membershipNumber: string | null;
  mobileNumber: string | null;
  phoneNumber: string | null;
  emailAddress: string | null;
  dateOfBirth: string | null;
  marriageDay: string | null;
  spouse: string | null;
  websiteAddress: string | null;
  postalAddress: string | null;
  positionsheld: string | null;
  dateOfJoining: string | null;
  sponsoredBy: string | null;
  aboutMe: string | null;
}

/** One list of rows for View Member Details and My Profile, so the two never drift apart. */
export function MemberDetailRows({ m }: { m: MemberFacts }) {
  return (
    <dl>
      <DetailRow label={i18n._('Membership Number')}>{orNA(m.membershipNumber)}</DetailRow>
      <DetailRow label={i18n._('Mobile Number')}>
        <DetailLink kind="tel" value={m.mobileNumber} />
      </DetailRow>
      <DetailRow label={i18n._('Phone Number')}>{orNA(m.phoneNumber)}</DetailRow>
      <DetailRow label={i18n._('Email')}>
        <DetailLink kind="mailto" value={m.emailAddress} />
      </DetailRow>
      <DetailRow label={i18n._('Date of Birth')}>{dateOrNA(m.dateOfBirth)}</DetailRow>
      <DetailRow label={i18n._('Marriage Day')}>{dateOrNA(m.marriageDay)}</DetailRow>
      <DetailRow label={i18n._('Spouse')}>{orNA(m.spouse)}</DetailRow>
      <DetailRow label={i18n._('Website')}>
        <DetailLink kind="website" value={m.websiteAddress} />
      </DetailRow>
      <DetailRow label={i18n._('Postal Address')}>
        <span className="whitespace-pre-line">{orNA(m.postalAddress)}</span>
      </DetailRow>
      <DetailRow label={i18n._('Positions Held')}>
        <span className="whitespace-pre-line">{orNA(m.positionsheld)}</span>
      </DetailRow>
      <DetailRow label={i18n._('Date of Joining')}>{dateOrNA(m.dateOfJoining)}</DetailRow>
      <DetailRow label={i18n._('Sponsored By')}>{orNA(m.sponsoredBy)}</DetailRow>
      <DetailRow label={i18n._('About Me')}>
        <span className="whitespace-pre-line">{orNA(m.aboutMe)}</span>
      </DetailRow>
    </dl>
  );
}
