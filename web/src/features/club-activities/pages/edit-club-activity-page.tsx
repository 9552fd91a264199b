import { ComingSoon } from '@/components/coming-soon';

/** /edit-club-activity/:id — placeholder until this screen is built. */
export default function EditClubActivityPage() {
  return <ComingSoon title="Edit Club Activity" backTo={-1} />;
}
