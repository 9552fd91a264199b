import { ComingSoon } from '@/components/coming-soon';

/** /architecture-flow — placeholder until this screen is built. */
export default function ArchitectureFlowPage() {
  return <ComingSoon title="Investor Architecture Flow" />;
}
