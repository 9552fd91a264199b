/** /edit-profile: the member's profile form, prefilled from get-profile-details. */
import { useQuery } from '@tanstack/react-query';
import { EmptyState } from '@/components/empty-state';
import { PageHeader } from '@/components/page-header';
import { Skeleton } from '@/components/ui/skeleton';
import { useErrorToast } from '@/lib/use-error-toast';
import { profileQuery } from '../api';
import { PrivacySection } from '../components/privacy-section';
import { ProfileForm } from '../components/profile-form';
import { i18n } from '@/i18n/i18n';

export default function EditProfilePage() {
  const profile = useQuery(profileQuery());
  useErrorToast(profile.error, profile.errorUpdatedAt, /*i18n*/ 'Data Not Found.');

  return (
    <>
      <PageHeader title={i18n._('Edit Profile')} backTo="/my-profile" />
      {profile.isPending && (
        <div role="status" aria-label={i18n._('Loading')} className="flex flex-col gap-5 rounded-xl border bg-card p-4">
          <Skeleton className="size-28 rounded-full" />
          {Array.from({ length: 5 }, (_, i) => (
            <Skeleton key={i} className="h-12 w-full" />
          ))}
        </div>
      )}
      {profile.isError && <EmptyState message={i18n._('Data Not Found.')} />}
      {profile.data && <ProfileForm profile={profile.data.data} />}
      {profile.data && <div className="mt-4"><PrivacySection /></div>}
    </>
  );
}
