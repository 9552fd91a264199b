import { ComingSoon } from '@/components/coming-soon';

/** /terms-conditions — placeholder until this screen is built. */
export default function TermsConditionsPage() {
  return <ComingSoon title="Terms & Conditions" />;
}
