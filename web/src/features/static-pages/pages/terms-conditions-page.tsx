/** /terms-conditions: plain-language terms of use of the district directory. */
import { Link } from 'react-router';
import { Bullets, TextPage, TextSection } from '../components/text-page';

const link = 'font-semibold text-primary underline underline-offset-4';

export default function TermsConditionsPage() {
  return (
    <TextPage
      title="Terms & Conditions"
      updated="November 2026"
      intro={<p>By signing in to the Lions Clubs District 320B member directory you agree to these simple rules.</p>}
    >
      <TextSection heading="Who may use the directory">
        <p>
          Members of Lions clubs in District 320B whose mobile number is registered with the district. Your sign-in is personal: do
          not share the one-time code or let others use your signed-in phone.
        </p>
      </TextSection>
      <TextSection heading="Using members’ details">
        <Bullets
          items={[
            'Use members’ contact details only for Lions work and personal fellowship.',
            'Do not copy the directory in bulk, sell it, or use it for advertising, bulk messages or political campaigns.',
            'Respect members’ privacy: do not forward their details to people outside the district.',
          ]}
        />
      </TextSection>
      <TextSection heading="What you post">
        <Bullets
          items={[
            'Keep your profile and business details true and up to date.',
            'Club managers post activities of their own clubs only, with pictures they are allowed to share.',
            'Nothing unlawful, offensive or misleading. The district may remove such content.',
          ]}
        />
      </TextSection>
      <TextSection heading="Business Directory">
        <p>
          Businesses are listed by the members who own them. The district does not check or endorse them; any deal is between you and
          the member.
        </p>
      </TextSection>
      <TextSection heading="Availability">
        <p>
          The district runs the directory for its members on a best-effort basis. It may sometimes be unavailable or change. Details
          are shown as members and clubs have entered them.
        </p>
      </TextSection>
      <TextSection heading="Ending access">
        <p>
          Access ends when your membership ends. The district may suspend access that breaks these rules. How your data is handled is
          explained in the{' '}
          <Link to="/privacy" className={link}>
            Privacy Policy
          </Link>
          .
        </p>
      </TextSection>
      <TextSection heading="Questions">
        <p>
          Ask your club secretary, or use the{' '}
          <Link to="/contact-us" className={link}>
            Contact Us
          </Link>{' '}
          page.
        </p>
      </TextSection>
    </TextPage>
  );
}
