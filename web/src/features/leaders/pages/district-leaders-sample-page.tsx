import { ComingSoon } from '@/components/coming-soon';

/** /district-leaders-sample — placeholder until this screen is built. */
export default function DistrictLeadersSamplePage() {
  return <ComingSoon title="District Leaders" />;
}
