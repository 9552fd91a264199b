/** /terms-conditions: plain-language terms of use of the district directory. */
import { Link } from 'react-router';
import { i18n } from '@/i18n/i18n';
import { richText } from '@/i18n/rich-text';
import { Bullets, monthYear, TextPage, TextSection } from '../components/text-page';

const link = 'font-semibold text-primary underline underline-offset-4';

export default function TermsConditionsPage() {
  return (
    <TextPage
      title={i18n._('Terms & Conditions')}
      updated={monthYear(2026, 11)}
      intro={<p>{i18n._('By signing in to the Lions Clubs District 320B member directory you agree to these simple rules.')}</p>}
    >
      <TextSection heading={i18n._('Who may use the directory')}>
        <p>
          {i18n._(
            'Members of Lions clubs in District 320B whose mobile number is registered with the district. Your sign-in is personal: do not share the one-time code or let others use your signed-in phone.',
          )}
        </p>
      </TextSection>
      <TextSection heading={i18n._('Using members’ details')}>
        <Bullets
          items={[
            i18n._('Use members’ contact details only for Lions work and personal fellowship.'),
            i18n._('Do not copy the directory in bulk, sell it, or use it for advertising, bulk messages or political campaigns.'),
            i18n._('Respect members’ privacy: do not forward their details to people outside the district.'),
          ]}
        />
      </TextSection>
      <TextSection heading={i18n._('What you post')}>
        <Bullets
          items={[
            i18n._('Keep your profile and business details true and up to date.'),
            i18n._('Club managers post activities of their own clubs only, with pictures they are allowed to share.'),
            i18n._('Nothing unlawful, offensive or misleading. The district may remove such content.'),
          ]}
        />
      </TextSection>
      <TextSection heading={i18n._('Business Directory')}>
        <p>
          {i18n._(
            'Businesses are listed by the members who own them. The district does not check or endorse them; any deal is between you and the member.',
          )}
        </p>
      </TextSection>
      <TextSection heading={i18n._('Availability')}>
        <p>
          {i18n._(
            'The district runs the directory for its members on a best-effort basis. It may sometimes be unavailable or change. Details are shown as members and clubs have entered them.',
          )}
        </p>
      </TextSection>
      <TextSection heading={i18n._('Ending access')}>
        <p>
          {richText(
            (values) =>
              i18n._(
                'Access ends when your membership ends. The district may suspend access that breaks these rules. How your data is handled is explained in the {privacyPolicy}.',
                values,
              ),
            {
              privacyPolicy: (
                <Link to="/privacy" className={link}>
                  {i18n._('Privacy Policy')}
                </Link>
              ),
            },
          )}
        </p>
      </TextSection>
      <TextSection heading={i18n._('Questions')}>
        <p>
          {richText((values) => i18n._('Ask your club secretary, or use the {contactUs} page.', values), {
            contactUs: (
              <Link to="/contact-us" className={link}>
                {i18n._('Contact Us')}
              </Link>
            ),
          })}
        </p>
      </TextSection>
    </TextPage>
  );
}
