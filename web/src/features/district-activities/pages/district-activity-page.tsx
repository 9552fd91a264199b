import { ComingSoon } from '@/components/coming-soon';

/** /district-activity — placeholder until this screen is built. */
export default function DistrictActivityPage() {
  return <ComingSoon title="District Activities" />;
}
