/**
 * A business profile as shown on /business-directory-inner-details and /my-business: picture
 * (tap to enlarge), title, category, website (opens in a new tab, https:// added when missing)
 * and the description with its line breaks.
 */
import ExternalLinkIcon from 'lucide-react/icons/external-link';
import TagIcon from 'lucide-react/icons/tag';
import GlobeIcon from 'lucide-react/icons/globe';
import type { Business } from '@d320b/contract';
import { Description } from '@/components/detail-view';
import { ImagePreview } from '@/components/image-preview';
import { websiteHref } from '@/lib/dates';
import { i18n } from '@/i18n/i18n';

export function BusinessView({ business }: { business: Business }) {
  const site = business.brWebSiteAddr?.trim();
  return (
    <div className="flex flex-col gap-4">
      <ImagePreview src={business.brImage} alt={business.brTitle} />
      <div className="flex flex-col gap-3 rounded-xl border bg-card p-4 shadow-sm">
        <h2 className="text-xl font-semibold leading-snug">{business.brTitle}</h2>
        <p className="inline-flex items-center gap-2 text-base font-medium text-primary">
          <TagIcon className="size-5 shrink-0" aria-hidden="true" />
          {business.bcataTitle}
        </p>
        {site && (
          <a
            href={websiteHref(site)}
            target="_blank"
            rel="noopener noreferrer"
            className="inline-flex min-h-11 w-fit max-w-full items-center gap-2 break-all text-base font-medium text-primary underline underline-offset-4"
          >
            <GlobeIcon className="size-5 shrink-0" aria-hidden="true" />
            {site}
            <ExternalLinkIcon className="size-4 shrink-0" aria-hidden="true" />
            <span className="sr-only">{i18n._('(opens in a new tab)')}</span>
          </a>
        )}
        <Description text={business.brDescription} />
      </div>
    </div>
  );
}
