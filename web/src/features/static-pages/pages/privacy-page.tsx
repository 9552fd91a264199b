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
            <>
              <strong>A record of changes:</strong> who changed which of your details (you, your club, the district office or a roster
              import) and when, with the old and new value, so that mistakes can be traced and put right.
            </>,
            <>
              <strong>How much each account reads:</strong> how many member records it opened or copied in the last hour and day, so
              that an account copying the directory stands out to the district office.
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
            'You choose who sees your mobile, phone, e-mail, birthday, marriage day, postal address and spouse’s name: everyone in the district, your club only, or nobody but the district office (Edit Profile, “Who can see my details”).',
            'Club managers can correct the mobile number and e-mail of members of the clubs they manage. When anyone else changes your login number, your old number gets a text saying so.',
            'The district team maintains the records of clubs, officers and members.',
          ]}
        />
      </TextSection>
      <TextSection heading="Text messages (OTP)">
        <p>
          To sign you in we send a 6-digit code to your mobile number by SMS (or on WhatsApp, where the district offers it). Your
          number is passed to the message provider for that purpose only. We also text you when someone else changes your login
          number. We never send marketing messages.
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
          The app keeps your sign-in, your own profile and a copy of the directory in your browser’s storage, so that it works
          without a connection. The copy holds only what you may see (each member’s choices above apply to it) and is refreshed every
          few minutes while the app is open; how much an account may copy is limited each hour and day. Logging out removes your
          sign-in, your profile and the copy from the phone and ends the session on our server. A small setting that remembers
          whether the side menu is open stays.
        </p>
      </TextSection>
      <TextSection heading="How long we keep it">
        <Bullets
          items={[
            'Your profile and business are kept while you are a member of a club in the district.',
            'When your membership ends, your club or the district marks you inactive: you no longer appear in the directory and cannot sign in.',
            'When you ask for your data to be deleted, the district office removes your name, contact details, dates, photo and business listing. The record of changes then keeps only who changed which detail and when, not the values, and past roster imports forget you.',
            'Signed-in sessions end after 30 days, after 14 days unused, or when you log out. One-time codes expire after 5 minutes.',
          ]}
        />
      </TextSection>
      <TextSection heading="Correction and erasure">
        <p>
          You can correct most of your own details at any time under{' '}
          <Link to="/edit-profile" className={link}>
            Edit Profile
          </Link>
          . Under “Your data” on My Profile you can download everything kept about you, and ask for it to be deleted. To have
          something else corrected, contact your club secretary or the district contact shown on the{' '}
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
