import { ComingSoon } from '@/components/coming-soon';

/** /district-pdgs/:id — placeholder until this screen is built. */
export default function DistrictPdgsPage() {
  return <ComingSoon title="District PDG's" backTo={-1} />;
}
