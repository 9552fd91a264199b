/** /privacy: plain-language privacy notice of the district directory. */
import type { ReactNode } from 'react';
import { Link } from 'react-router';
import { i18n } from '@/i18n/i18n';
import { richText } from '@/i18n/rich-text';
import { Bullets, monthYear, TextPage, TextSection } from '../components/text-page';

const link = 'font-semibold text-primary underline underline-offset-4';

/** A bullet that starts with its subject in bold: `{title}` in the message is where it goes. */
const lead = (translated: (values: Record<string, string>) => string, title: string): ReactNode => richText(translated, { title: <strong>{title}</strong> });

export default function PrivacyPage() {
  return (
    <TextPage
      title={i18n._('Privacy Policy')}
      updated={monthYear(2026, 11)}
      intro={
        <p>
          {i18n._(
            'This notice explains, in plain words, what the Lions Clubs District 320B member directory keeps about you, who can see it, and how you can have it corrected or removed.',
          )}
        </p>
      }
    >
      <TextSection heading={i18n._('What we keep')}>
        <Bullets
          items={[
            lead(
              (values) =>
                i18n._(
                  '{title} name, photo, mobile and other phone number, e-mail, profession, date of birth, marriage day, spouse’s name, postal address, website, positions held, “about me”, membership number, date of joining, sponsor, and your club and district roles.',
                  values,
                ),
              i18n._('Your member profile:'),
            ),
            lead(
              (values) => i18n._('{title}, if you add one: business name, category, description, website and image.', values),
              i18n._('Your business profile'),
            ),
            lead(
              (values) => i18n._('{title} posted by club managers: title, date, description and picture.', values),
              i18n._('Club activities'),
            ),
            lead(
              (values) =>
                i18n._(
                  '{title} the mobile number used to sign in, the one-time codes sent to it (kept only in a scrambled form that cannot be read back, and useless after 5 minutes), and a record of each signed-in session so it can be ended.',
                  values,
                ),
              i18n._('Sign-in records:'),
            ),
            lead(
              (values) =>
                i18n._(
                  '{title} who changed which of your details (you, your club, the district office or a roster import) and when, with the old and new value, so that mistakes can be traced and put right.',
                  values,
                ),
              i18n._('A record of changes:'),
            ),
            lead(
              (values) =>
                i18n._(
                  '{title} how many member records it opened or copied in the last hour and day, so that an account copying the directory stands out to the district office.',
                  values,
                ),
              i18n._('How much each account reads:'),
            ),
          ]}
        />
      </TextSection>
      <TextSection heading={i18n._('Photos')}>
        <p>
          {i18n._(
            'Every photo you upload is redrawn by our server: hidden details such as the camera’s location (GPS) and date are removed, and only resized copies are stored. The original file you chose is not kept. A replaced photo is deleted.',
          )}
        </p>
      </TextSection>
      <TextSection heading={i18n._('Who can see it')}>
        <Bullets
          items={[
            i18n._('Only signed-in members of District 320B. The directory is not public: nothing in it can be seen without signing in.'),
            i18n._(
              'You choose who sees your mobile, phone, e-mail, birthday, marriage day, postal address and spouse’s name: everyone in the district, your club only, or nobody but the district office (Edit Profile, “Who can see my details”).',
            ),
            i18n._(
              'Club managers can correct the mobile number and e-mail of members of the clubs they manage. When anyone else changes your login number, your old number gets a text saying so.',
            ),
            i18n._('The district team maintains the records of clubs, officers and members.'),
          ]}
        />
      </TextSection>
      <TextSection heading={i18n._('Text messages (OTP)')}>
        <p>
          {i18n._(
            'To sign you in we send a 6-digit code to your mobile number by SMS (or on WhatsApp, where the district offers it). Your number is passed to the message provider for that purpose only. We also text you when someone else changes your login number. We never send marketing messages.',
          )}
        </p>
      </TextSection>
      <TextSection heading={i18n._('What we do not do')}>
        <Bullets
          items={[
            i18n._('We do not sell, rent or share your data with anyone for marketing.'),
            i18n._('We do not show advertisements and do not use tracking or advertising cookies.'),
            i18n._('We do not use your details for anything other than the district’s Lions work.'),
          ]}
        />
      </TextSection>
      <TextSection heading={i18n._('On your phone')}>
        <p>
          {i18n._(
            'The app keeps your sign-in, your own profile and a copy of the directory in your browser’s storage, so that it works without a connection. The copy holds only what you may see (each member’s choices above apply to it) and is refreshed every few minutes while the app is open; how much an account may copy is limited each hour and day.',
          )}{' '}
          {i18n._(
            'Logging out removes your sign-in, your profile and the copy from the phone and ends the session on our server. A small setting that remembers whether the side menu is open stays.',
          )}
        </p>
      </TextSection>
      <TextSection heading={i18n._('How long we keep it')}>
        <Bullets
          items={[
            i18n._('Your profile and business are kept while you are a member of a club in the district.'),
            i18n._(
              'When your membership ends, your club or the district marks you inactive: you no longer appear in the directory and cannot sign in.',
            ),
            i18n._(
              'When you ask for your data to be deleted, the district office removes your name, contact details, dates, photo and business listing. The record of changes then keeps only who changed which detail and when, not the values, and past roster imports forget you.',
            ),
            i18n._('Signed-in sessions end after 30 days, after 14 days unused, or when you log out. One-time codes expire after 5 minutes.'),
          ]}
        />
      </TextSection>
      <TextSection heading={i18n._('Correction and erasure')}>
        <p>
          {richText(
            (values) =>
              i18n._(
                'You can correct most of your own details at any time under {editProfile}. Under “Your data” on My Profile you can download everything kept about you, and ask for it to be deleted.',
                values,
              ),
            {
              editProfile: (
                <Link to="/edit-profile" className={link}>
                  {i18n._('Edit Profile')}
                </Link>
              ),
            },
          )}{' '}
          {richText(
            (values) =>
              i18n._(
                'To have something else corrected, contact your club secretary or the district contact shown on the {contactUs} page. We will act on your request without unnecessary delay.',
                values,
              ),
            {
              contactUs: (
                <Link to="/contact-us" className={link}>
                  {i18n._('Contact Us')}
                </Link>
              ),
            },
          )}
        </p>
      </TextSection>
      <TextSection heading={i18n._('Changes')}>
        <p>{i18n._('If this notice changes, the new version will appear on this page with a new date.')}</p>
      </TextSection>
    </TextPage>
  );
}
