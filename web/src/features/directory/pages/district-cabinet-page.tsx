import { ComingSoon } from '@/components/coming-soon';

/** /district-cabinet/:id — placeholder until this screen is built. */
export default function DistrictCabinetPage() {
  return <ComingSoon title="District Cabinet" backTo={"/district-directory"} />;
}
