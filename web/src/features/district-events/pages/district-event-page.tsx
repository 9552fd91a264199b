import { ComingSoon } from '@/components/coming-soon';

/** /district-event — placeholder until this screen is built. */
export default function DistrictEventPage() {
  return <ComingSoon title="District Events" />;
}
