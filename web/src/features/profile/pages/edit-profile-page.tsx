import { ComingSoon } from '@/components/coming-soon';

/** /edit-profile — placeholder until this screen is built. */
export default function EditProfilePage() {
  return <ComingSoon title="Edit Profile" backTo={-1} />;
}
