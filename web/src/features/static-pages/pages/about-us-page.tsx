/** /about-us: what the district directory is and who it is for. */
import { Link } from 'react-router';
import { Bullets, TextPage, TextSection } from '../components/text-page';

const link = 'font-semibold text-primary underline underline-offset-4';

export default function AboutUsPage() {
  return (
    <TextPage
      title="About Us"
      intro={
        <p>
          This is the member directory of Lions Clubs District 320B, one district of Lions Clubs International, whose members serve
          their communities under the motto <strong>“We Serve”</strong>.
        </p>
      }
    >
      <TextSection heading="What the app is for">
        <p>
          The app keeps the district’s people and work in one place, on your phone, so that members can find each other, see what
          clubs are doing and stay in touch with the district team.
        </p>
        <Bullets
          items={[
            'Find any member of the district, their club and how to reach them.',
            'See the District Governor, the Vice District Governors, past governors, the district cabinet, regions and zones.',
            'Follow club activities, district activities and upcoming district events.',
            'Wish fellow members on their birthday and marriage anniversary.',
            'Find members’ businesses by category in the Business Directory.',
            'Keep your own profile and business details up to date.',
          ]}
        />
      </TextSection>
      <TextSection heading="Who can use it">
        <p>
          The directory is for members of the district only. You sign in with the mobile number your club has registered for you and
          a one-time code sent to that number by SMS. Nothing in the directory is visible to the public.
        </p>
      </TextSection>
      <TextSection heading="Keeping it correct">
        <p>
          You can change your own details under{' '}
          <Link to="/my-profile" className={link}>
            My Profile
          </Link>
          . Club managers post their club’s activities and can correct the mobile number and e-mail of their club’s members. For
          anything else, speak to your club secretary or use the{' '}
          <Link to="/contact-us" className={link}>
            Contact Us
          </Link>{' '}
          page.
        </p>
      </TextSection>
      <TextSection heading="Install it on your phone">
        <p>
          The app works in your phone’s browser and can be added to your home screen, where it opens like any other app and keeps
          working on a slow connection.
        </p>
      </TextSection>
    </TextPage>
  );
}
