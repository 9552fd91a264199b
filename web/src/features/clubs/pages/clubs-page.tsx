import { ComingSoon } from '@/components/coming-soon';

/** /clubs — placeholder until this screen is built. */
export default function ClubsPage() {
  return <ComingSoon title="Clubs" />;
}
