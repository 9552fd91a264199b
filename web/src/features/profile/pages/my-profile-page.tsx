import { ComingSoon } from '@/components/coming-soon';

/** /my-profile — placeholder until this screen is built. */
export default function MyProfilePage() {
  return <ComingSoon title="My Profile" />;
}
