import { ComingSoon } from '@/components/coming-soon';

/** /club-activities — placeholder until this screen is built. */
export default function ClubActivitiesPage() {
  return <ComingSoon title="Club Activities" />;
}
