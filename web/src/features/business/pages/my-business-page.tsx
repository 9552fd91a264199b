import { ComingSoon } from '@/components/coming-soon';

/** /my-business — placeholder until this screen is built. */
export default function MyBusinessPage() {
  return <ComingSoon title="My Business" />;
}
