import { ComingSoon } from '@/components/coming-soon';

/** /club-activities-details/:id — placeholder until this screen is built. */
export default function ClubActivitiesDetailsPage() {
  return <ComingSoon title="Club Activity Details" backTo={"/club-activities?session=old"} />;
}
