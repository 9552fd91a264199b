/**
 * Calls outside the member app's `api/v1.2.0` base: the admin console, roster import/export, the
 * offline sync, members' own data. Each lives under EXT_BASE with a path-like name
 * (`admin/members/list` → `/api/admin/members/list`), is validated by the server exactly like the
 * member app's calls and appears in the OpenAPI document. Keys equal names (checked below).
 *
 * Add a feature's calls as one spread line (`...adminCalls`), defined in its own file.
 */
import { adminCalls } from './admin';
import { adminDirectoryCalls } from './admin-directory';
import { rosterCalls } from './roster';
import { myDataCalls } from './my-data';
import { syncCalls } from './sync';
import { accountCalls } from './account';
import { signInCalls } from './sign-in';

export const extensionCalls = {
  ...adminCalls,
  ...adminDirectoryCalls,
  ...rosterCalls,
  ...myDataCalls,
  ...syncCalls,
  ...accountCalls,
  ...signInCalls,
} as const;

type KeyMatchesName = { [K in keyof typeof extensionCalls]: (typeof extensionCalls)[K] extends { name: K } ? true : false };
const keysMatchNames: KeyMatchesName[keyof KeyMatchesName] extends true ? true : never = true;
void keysMatchNames;
