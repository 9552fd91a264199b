import { ComingSoon } from '@/components/coming-soon';

/** /business-directory — placeholder until this screen is built. */
export default function BusinessDirectoryPage() {
  return <ComingSoon title="Business Directory" />;
}
