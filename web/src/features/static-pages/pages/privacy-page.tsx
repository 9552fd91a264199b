/** /privacy: plain-language privacy notice of the district directory. */
import { Link } from 'react-router';
import { Bullets, TextPage, TextSection } from '../components/text-page';

const link = 'font-semibold text-primary underline underline-offset-4';

export default function PrivacyPage() {
  return (
    <TextPage
      title="Privacy Policy"
      updated="November 2026"
      intro={
        <p>
          This notice explains, in plain words, what the Lions Clubs District 320B member directory keeps about you, who can see it,
          and how you can have it corrected or removed.
        </p>
      }
    >
      <TextSection heading="What we keep">
        <Bullets
          items={[
            <>
              <strong>Your member profile:</strong> name, photo, mobile and other phone number, e-mail, profession, date of birth,
              marriage day, spouse’s name, postal address, website, positions held, “about me”, membership number, date of joining,
              sponsor, and your club and district roles.
            </>,
            <>
              <strong>Your business profile</strong>, if you add one: business name, category, description, website and image.
            </>,
            <>
              <strong>Club activities</strong> posted by club managers: title, date, description and picture.
            </>,
            <>
              <strong>Sign-in records:</strong> the mobile number used to sign in, the one-time codes sent to it (kept only in a
              scrambled form that cannot be read back, and useless after 5 minutes), and a record of each signed-in session so it can
              be ended.
            </>,
          ]}
        />
      </TextSection>
      <TextSection heading="Photos">
        <p>
          Every photo you upload is redrawn by our server: hidden details such as the camera’s location (GPS) and date are removed,
          and only resized copies are stored. The original file you chose is not kept. A replaced photo is deleted.
        </p>
      </TextSection>
      <TextSection heading="Who can see it">
        <Bullets
          items={[
            'Only signed-in members of District 320B. The directory is not public: nothing in it can be seen without signing in.',
            'Club managers can correct the mobile number and e-mail of members of the clubs they manage.',
            'The district team maintains the records of clubs, officers and members.',
          ]}
        />
      </TextSection>
      <TextSection heading="Text messages (OTP)">
        <p>
          To sign you in we send a 6-digit code to your mobile number by SMS. Your number is passed to our SMS provider for that
          purpose only. We never send marketing messages.
        </p>
      </TextSection>
      <TextSection heading="What we do not do">
        <Bullets
          items={[
            'We do not sell, rent or share your data with anyone for marketing.',
            'We do not show advertisements and do not use tracking or advertising cookies.',
            'We do not use your details for anything other than the district’s Lions work.',
          ]}
        />
      </TextSection>
      <TextSection heading="On your phone">
        <p>
          The app keeps your sign-in and your own profile in your browser’s storage, plus a small setting that remembers whether the
          side menu is open. Logging out removes them from the phone and ends the session on our server.
        </p>
      </TextSection>
      <TextSection heading="How long we keep it">
        <Bullets
          items={[
            'Your profile and business are kept while you are a member of a club in the district.',
            'When your membership ends, your club or the district removes your details from the directory.',
            'Signed-in sessions end after 30 days, or sooner when you log out. One-time codes expire after 5 minutes.',
          ]}
        />
      </TextSection>
      <TextSection heading="Correction and erasure">
        <p>
          You can correct most of your own details at any time under{' '}
          <Link to="/edit-profile" className={link}>
            Edit Profile
          </Link>
          . To have something else corrected, or to ask for your details to be removed, contact your club secretary or the district
          contact shown on the{' '}
          <Link to="/contact-us" className={link}>
            Contact Us
          </Link>{' '}
          page. We will act on your request without unnecessary delay.
        </p>
      </TextSection>
      <TextSection heading="Changes">
        <p>If this notice changes, the new version will appear on this page with a new date.</p>
      </TextSection>
    </TextPage>
  );
}
