import { ComingSoon } from '@/components/coming-soon';

/** /others — placeholder until this screen is built. */
export default function OthersPage() {
  return <ComingSoon title="Others" />;
}
