import { ComingSoon } from '@/components/coming-soon';

/** /other-details — placeholder until this screen is built. */
export default function OtherDetailsPage() {
  return <ComingSoon title="Others" backTo={-1} />;
}
