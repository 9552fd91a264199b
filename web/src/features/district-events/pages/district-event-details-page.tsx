import { ComingSoon } from '@/components/coming-soon';

/** /district-event-details/:id — placeholder until this screen is built. */
export default function DistrictEventDetailsPage() {
  return <ComingSoon title="District Event Details" backTo={"/district-event?session=old"} />;
}
