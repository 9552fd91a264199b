import { ComingSoon } from '@/components/coming-soon';

/** /business-directory-inner-details/:id — placeholder until this screen is built. */
export default function BusinessDirectoryInnerDetailsPage() {
  return <ComingSoon title="Business Details" backTo={-1} />;
}
