import { ComingSoon } from '@/components/coming-soon';

/** /district-activity-details/:id — placeholder until this screen is built. */
export default function DistrictActivityDetailsPage() {
  return <ComingSoon title="District Activity Details" backTo={"/district-activity?session=old"} />;
}
