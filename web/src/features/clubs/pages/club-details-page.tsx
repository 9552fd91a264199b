import { ComingSoon } from '@/components/coming-soon';

/** /club-details/:id — placeholder until this screen is built. */
export default function ClubDetailsPage() {
  return <ComingSoon title="Club Details" backTo={"/clubs?session=old"} />;
}
