import { ComingSoon } from '@/components/coming-soon';

/** /new — placeholder until this screen is built. */
export default function NewPage() {
  return <ComingSoon title="New" />;
}
