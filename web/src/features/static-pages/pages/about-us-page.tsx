import { ComingSoon } from '@/components/coming-soon';

/** /about-us — placeholder until this screen is built. */
export default function AboutUsPage() {
  return <ComingSoon title="About Us" />;
}
