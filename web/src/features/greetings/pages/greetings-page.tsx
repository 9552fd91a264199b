import { ComingSoon } from '@/components/coming-soon';

/** /greetings — placeholder until this screen is built. */
export default function GreetingsPage() {
  return <ComingSoon title="Greetings" />;
}
