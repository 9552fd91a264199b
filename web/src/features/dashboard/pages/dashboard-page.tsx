import { ComingSoon } from '@/components/coming-soon';

export default function DashboardPage() {
  return <ComingSoon title="Home" />;
}
