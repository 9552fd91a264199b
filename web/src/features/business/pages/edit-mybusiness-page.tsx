import { ComingSoon } from '@/components/coming-soon';

/** /edit-mybusiness — placeholder until this screen is built. */
export default function EditMyBusinessPage() {
  return <ComingSoon title="Business Profile" backTo={-1} />;
}
