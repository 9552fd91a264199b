/**
 * /contact-us: the district contact card(s): district name, contact person, tap-to-call mobile,
 * mailto e-mail and photo. "No Data Found" when there is none.
 */
import { useQuery } from '@tanstack/react-query';
import MailIcon from 'lucide-react/icons/mail';
import PhoneIcon from 'lucide-react/icons/phone';
import type { Contact } from '@d320b/contract';
import { EmptyState, FailedState } from '@/components/empty-state';
import { ImageWithFallback } from '@/components/image-with-fallback';
import { PageHeader } from '@/components/page-header';
import { Skeleton } from '@/components/ui/skeleton';
import { errorMessage } from '@/lib/api-client';
import { telHref } from '@/lib/tel';
import { useErrorToast } from '@/lib/use-error-toast';
import { contactQuery } from '../api';
import { i18n } from '@/i18n/i18n';

const actionClass =
  'flex min-h-12 min-w-0 items-center gap-3 rounded-lg border bg-secondary/60 px-3 text-base font-semibold wrap-anywhere text-primary transition-colors hover:bg-secondary focus-visible:outline-3 focus-visible:outline-offset-2 focus-visible:outline-ring';

function ContactCard({ c }: { c: Contact }) {
  return (
    <article className="flex flex-col items-center gap-3 rounded-xl border bg-card p-5 text-center shadow-sm">
      <ImageWithFallback
        src={c.distMPnoto}
        alt={i18n._('Photo of {name}', { name: c.distCPerson })}
        width={112}
        height={112}
        fallback="person"
        eager
        className="size-28 rounded-full border-4 border-gold object-cover"
      />
      <div>
        <h2 className="text-xl font-semibold leading-tight text-primary">{c.distUName}</h2>
        <p className="mt-1 text-lg text-foreground">{c.distCPerson}</p>
      </div>
      <div className="flex w-full flex-col gap-2 text-left">
        {c.distMobile && (
          <a href={telHref(c.distMobile)} className={actionClass}>
            <PhoneIcon className="size-5 shrink-0" aria-hidden="true" />
            <span className="sr-only">{i18n._('Call')} </span>
            {c.distMobile}
          </a>
        )}
        {c.distEMail && (
          <a href={`mailto:${c.distEMail}`} className={`${actionClass} break-all`}>
            <MailIcon className="size-5 shrink-0" aria-hidden="true" />
            <span className="sr-only">{i18n._('E-mail')} </span>
            {c.distEMail}
          </a>
        )}
      </div>
    </article>
  );
}

export default function ContactUsPage() {
  const query = useQuery(contactQuery());
  useErrorToast(query.error, query.errorUpdatedAt, 'Data Not Found.');
  const contacts = query.data?.data ?? [];

  return (
    <>
      <PageHeader title={i18n._('Contact Us')} />
      {query.isPending ? (
        <div role="status" aria-label={i18n._('Loading')} className="flex flex-col items-center gap-3 rounded-xl border bg-card p-5">
          <Skeleton className="size-28 rounded-full" />
          <Skeleton className="h-6 w-2/3" />
          <Skeleton className="h-5 w-1/2" />
          <Skeleton className="h-12 w-full" />
          <Skeleton className="h-12 w-full" />
        </div>
      ) : query.isError && !query.data ? (
        <FailedState message={errorMessage(query.error, '')} onRetry={() => void query.refetch()} />
      ) : contacts.length === 0 ? (
        <EmptyState message={i18n._('No Data Found')} />
      ) : (
        <div className="mx-auto flex max-w-md flex-col gap-4">
          {contacts.map((c, i) => (
            <ContactCard key={`${c.distUName}-${i}`} c={c} />
          ))}
        </div>
      )}
    </>
  );
}
