import { ComingSoon } from '@/components/coming-soon';

/** /mjpf-profiles — placeholder until this screen is built. */
export default function MjpfProfilesPage() {
  return <ComingSoon title="MJF / PMJF" backTo={"/district-directory?session=old"} />;
}
