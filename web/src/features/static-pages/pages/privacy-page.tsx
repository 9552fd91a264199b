import { ComingSoon } from '@/components/coming-soon';

/** /privacy — placeholder until this screen is built. */
export default function PrivacyPage() {
  return <ComingSoon title="Privacy Policy" />;
}
