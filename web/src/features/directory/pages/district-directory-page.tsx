import { ComingSoon } from '@/components/coming-soon';

/** /district-directory — placeholder until this screen is built. */
export default function DistrictDirectoryPage() {
  return <ComingSoon title="District Directory" />;
}
