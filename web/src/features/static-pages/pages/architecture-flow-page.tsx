/**
 * /architecture-flow (unlisted): "Investor Architecture Flow". How this system actually works,
 * as process-flow cards in four tabs: Security, Data, File and Notification flows. Static: it
 * describes the code, it does not query it.
 */
import type { ComponentType, SVGProps } from 'react';
import ArrowDownIcon from 'lucide-react/icons/arrow-down';
import BellIcon from 'lucide-react/icons/bell';
import DatabaseIcon from 'lucide-react/icons/database';
import FileCheckIcon from 'lucide-react/icons/file-check';
import FileImageIcon from 'lucide-react/icons/file-image';
import HardDriveIcon from 'lucide-react/icons/hard-drive';
import KeyRoundIcon from 'lucide-react/icons/key-round';
import LayersIcon from 'lucide-react/icons/layers';
import LockIcon from 'lucide-react/icons/lock';
import LogOutIcon from 'lucide-react/icons/log-out';
import MessageSquareIcon from 'lucide-react/icons/message-square';
import ScanIcon from 'lucide-react/icons/scan';
import ServerIcon from 'lucide-react/icons/server';
import ShieldCheckIcon from 'lucide-react/icons/shield-check';
import SmartphoneIcon from 'lucide-react/icons/smartphone';
import TimerIcon from 'lucide-react/icons/timer';
import UploadIcon from 'lucide-react/icons/upload';
import { PageHeader } from '@/components/page-header';
import { FlowTabs } from '../components/flow-tabs';

type Icon = ComponentType<SVGProps<SVGSVGElement>>;

interface Step {
  icon: Icon;
  title: string;
  text: string;
  facts?: string[];
}

const SECURITY: Step[] = [
  {
    icon: SmartphoneIcon,
    title: 'Mobile number',
    text: 'The member enters their 10-digit mobile number. Only numbers of active members registered with the district get a code.',
    facts: ['30 s between codes', '5 codes per hour, 10 per day per number', '20 per hour per network address'],
  },
  {
    icon: KeyRoundIcon,
    title: 'One-time code',
    text: 'A 6-digit code from a cryptographic random source is sent by SMS. Only a keyed hash (HMAC-SHA256 with a server secret and a per-code salt) is stored, so a copy of the database reveals no code.',
    facts: ['Valid 5 minutes', 'Single use', 'Newest code only'],
  },
  {
    icon: TimerIcon,
    title: 'Verification',
    text: 'The typed code is compared in constant time. Wrong tries count per number across resends: after 5 wrong tries in 30 minutes the number must wait.',
    facts: ['5 wrong tries per 30 min', 'Request rate limits per route'],
  },
  {
    icon: LockIcon,
    title: 'Session token',
    text: 'Success issues a 256-bit random bearer token. The server keeps only its SHA-256 hash; the phone keeps the token and sends it with every call.',
    facts: ['30-day lifetime', 'Checked on every request', 'Deactivated member: refused at once'],
  },
  {
    icon: LogOutIcon,
    title: 'Logout',
    text: 'Logout revokes the session on the server and clears the phone’s storage. Any 401 answer also clears storage and returns to the login screen.',
  },
];

const DATA: Step[] = [
  {
    icon: SmartphoneIcon,
    title: 'Installable web app',
    text: 'The React app runs in the phone’s browser or from the home screen. Each screen downloads only its own code; lists page in 20 rows at a time and remember their place.',
  },
  {
    icon: ServerIcon,
    title: 'JSON calls to /api/v1.2.0',
    text: 'One shared client sends every call with the bearer token. Requests and answers follow one contract, written once as zod schemas and shared by the app and the server.',
    facts: ['39 calls', 'OpenAPI document generated from the contract'],
  },
  {
    icon: ShieldCheckIcon,
    title: 'Validation',
    text: 'The server checks each request against the contract before any code runs; bad input gets a clear 422 message, never a crash. Forms in the app use the same rules and messages.',
  },
  {
    icon: LayersIcon,
    title: 'Service',
    text: 'Each feature’s service applies the rules: who may edit what (own profile and business; managers for their clubs’ activities and members’ contacts), uniqueness, dates.',
  },
  {
    icon: DatabaseIcon,
    title: 'Repository and database',
    text: 'Repositories hold all SQL. The same code runs on SQLite for a small install and PostgreSQL for a large one; member search uses a trigram index on either.',
    facts: ['SQLite or PostgreSQL', 'Versioned migrations'],
  },
];

const FILES: Step[] = [
  {
    icon: UploadIcon,
    title: 'Upload',
    text: 'Profile photos, business images and club activity pictures arrive as multipart form parts. Large phone photos are scaled down on the phone first to save data.',
    facts: ['At most 8 MB'],
  },
  {
    icon: ScanIcon,
    title: 'Content check',
    text: 'The first bytes decide the type, never the file name: only PNG, JPEG and WebP pass. Anything else is refused before decoding.',
  },
  {
    icon: FileCheckIcon,
    title: 'Decode and clean',
    text: 'sharp decodes the image within a pixel limit, turns it upright from its EXIF orientation and drops every metadata block, GPS location included.',
    facts: ['At most 40 megapixels', 'EXIF and GPS removed'],
  },
  {
    icon: FileImageIcon,
    title: 'Two WebP variants',
    text: 'A small square thumbnail for lists and a display size for detail pages are encoded as WebP. The original upload is never stored.',
  },
  {
    icon: HardDriveIcon,
    title: 'Storage and delivery',
    text: 'Files are stored under random keys behind a storage interface, served with an immutable long-term cache and nosniff. A replaced image is deleted; a failed save leaves the old one in place.',
  },
];

const NOTIFICATIONS: Step[] = [
  {
    icon: MessageSquareIcon,
    title: 'OTP text message',
    text: 'Sign-in codes go out through one SMS provider interface. The provider is chosen by configuration: console (development), outbox file (tests), MSG91 or 2Factor (production).',
  },
  {
    icon: ShieldCheckIcon,
    title: 'Failure handling',
    text: 'If the provider fails, the member is asked to try again in a minute and the unsent code cannot be used.',
  },
  {
    icon: BellIcon,
    title: 'In-app messages',
    text: 'Every save, delete or error shows a short toast at the bottom of the screen with the server’s own message, for two seconds.',
  },
];

function FlowSteps({ steps }: { steps: Step[] }) {
  return (
    <ol className="flex flex-col items-stretch">
      {steps.map((step, i) => (
        <li key={step.title} className="flex flex-col items-center">
          <article className="w-full rounded-xl border bg-card p-4 shadow-sm">
            <div className="flex items-start gap-3">
              <span aria-hidden="true" className="flex size-11 shrink-0 items-center justify-center rounded-full bg-secondary text-primary">
                <step.icon className="size-6" />
              </span>
              <div className="flex min-w-0 flex-col gap-1">
                <h3 className="text-lg font-semibold leading-snug">
                  <span className="mr-1.5 text-primary">{i + 1}.</span>
                  {step.title}
                </h3>
                <p className="text-base leading-relaxed text-muted-foreground">{step.text}</p>
                {step.facts && (
                  <ul className="mt-1 flex flex-wrap gap-1.5" aria-label="Key facts">
                    {step.facts.map((fact) => (
                      <li key={fact} className="rounded-full bg-gold-soft px-2.5 py-0.5 text-sm font-medium text-gold-foreground">
                        {fact}
                      </li>
                    ))}
                  </ul>
                )}
              </div>
            </div>
          </article>
          {i < steps.length - 1 && <ArrowDownIcon aria-hidden="true" className="my-1.5 size-6 text-primary/60" />}
        </li>
      ))}
    </ol>
  );
}

export default function ArchitectureFlowPage() {
  return (
    <>
      <PageHeader title="Investor Architecture Flow" />
      <div className="mx-auto flex max-w-2xl flex-col gap-4">
        <p className="text-base text-muted-foreground">How the District 320B directory signs members in, moves data, handles pictures and sends messages.</p>
        <FlowTabs
          label="Architecture flows"
          tabs={[
            { label: 'Security Flow', content: <FlowSteps steps={SECURITY} /> },
            { label: 'Data Flow', content: <FlowSteps steps={DATA} /> },
            { label: 'File Flow', content: <FlowSteps steps={FILES} /> },
            { label: 'Notification Flow', content: <FlowSteps steps={NOTIFICATIONS} /> },
          ]}
        />
      </div>
    </>
  );
}
