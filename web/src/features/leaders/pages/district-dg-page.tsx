import { ComingSoon } from '@/components/coming-soon';

/** /district-dg/:id — placeholder until this screen is built. */
export default function DistrictDgPage() {
  return <ComingSoon title="District Leaders" backTo={"/district-directory"} />;
}
