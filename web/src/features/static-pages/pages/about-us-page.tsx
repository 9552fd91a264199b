/** /about-us: what the district directory is and who it is for. */
import { Link } from 'react-router';
import { i18n } from '@/i18n/i18n';
import { richText } from '@/i18n/rich-text';
import { Bullets, TextPage, TextSection } from '../components/text-page';

const link = 'font-semibold text-primary underline underline-offset-4';

export default function AboutUsPage() {
  return (
    <TextPage
      title={i18n._('About Us')}
      intro={
        <p>
          {richText(
            (values) =>
              i18n._(
                'This is the member directory of Lions Clubs District 320B, one district of Lions Clubs International, whose members serve their communities under the motto {motto}.',
                values,
              ),
            { motto: <strong>{i18n._('“We Serve”')}</strong> },
          )}
        </p>
      }
    >
      <TextSection heading={i18n._('What the app is for')}>
        <p>
          {i18n._(
            'The app keeps the district’s people and work in one place, on your phone, so that members can find each other, see what clubs are doing and stay in touch with the district team.',
          )}
        </p>
        <Bullets
          items={[
            i18n._('Find any member of the district, their club and how to reach them.'),
            i18n._('See the District Governor, the Vice District Governors, past governors, the district cabinet, regions and zones.'),
            i18n._('Follow club activities, district activities and upcoming district events.'),
            i18n._('Wish fellow members on their birthday and marriage anniversary.'),
            i18n._('Find members’ businesses by category in the Business Directory.'),
            i18n._('Keep your own profile and business details up to date.'),
          ]}
        />
      </TextSection>
      <TextSection heading={i18n._('Who can use it')}>
        <p>
          {i18n._(
            'The directory is for members of the district only. You sign in with the mobile number your club has registered for you and a one-time code sent to that number by SMS. Nothing in the directory is visible to the public.',
          )}
        </p>
      </TextSection>
      <TextSection heading={i18n._('Keeping it correct')}>
        <p>
          {richText(
            (values) =>
              i18n._(
                'You can change your own details under {myProfile}. Club managers post their club’s activities and can correct the mobile number and e-mail of their club’s members. For anything else, speak to your club secretary or use the {contactUs} page.',
                values,
              ),
            {
              myProfile: (
                <Link to="/my-profile" className={link}>
                  {i18n._('My Profile')}
                </Link>
              ),
              contactUs: (
                <Link to="/contact-us" className={link}>
                  {i18n._('Contact Us')}
                </Link>
              ),
            },
          )}
        </p>
      </TextSection>
      <TextSection heading={i18n._('Install it on your phone')}>
        <p>
          {i18n._(
            'The app works in your phone’s browser and can be added to your home screen, where it opens like any other app and keeps working on a slow connection.',
          )}
        </p>
      </TextSection>
    </TextPage>
  );
}
