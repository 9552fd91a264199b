import { ComingSoon } from '@/components/coming-soon';

/** /andava-regions/:id — placeholder until this screen is built. */
export default function AndavaRegionsPage() {
  return <ComingSoon title="Regions and Zones" backTo={"/district-directory"} />;
}
