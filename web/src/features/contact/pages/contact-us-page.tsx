import { ComingSoon } from '@/components/coming-soon';

/** /contact-us — placeholder until this screen is built. */
export default function ContactUsPage() {
  return <ComingSoon title="Contact Us" />;
}
