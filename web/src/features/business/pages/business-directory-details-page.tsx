import { ComingSoon } from '@/components/coming-soon';

/** /business-directory-details/:id — placeholder until this screen is built. */
export default function BusinessDirectoryDetailsPage() {
  return <ComingSoon title="Business Directory" backTo={"/business-directory"} />;
}
