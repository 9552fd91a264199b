import { ComingSoon } from '@/components/coming-soon';

/** /district-graduates — placeholder until this screen is built. */
export default function DistrictGraduatesPage() {
  return <ComingSoon title="District Graduates" backTo={"/district-directory"} />;
}
