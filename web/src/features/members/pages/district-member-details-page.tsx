import { ComingSoon } from '@/components/coming-soon';

/** /district-member-details/:id — placeholder until this screen is built. */
export default function DistrictMemberDetailsPage() {
  return <ComingSoon title="View Member Details" backTo={"/district-members?session=old"} />;
}
