import { ComingSoon } from '@/components/coming-soon';

/** /add-club-activity — placeholder until this screen is built. */
export default function AddClubActivityPage() {
  return <ComingSoon title="Add Club Activity" backTo={"/club-activities"} />;
}
