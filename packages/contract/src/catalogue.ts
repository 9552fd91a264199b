/**
 * The one catalogue of calls: every call the server serves, keyed by its wire name. The server
 * binds a call by its name (`registerCall(app, 'get_members', …)`), the web asks for one by its
 * name (`callQuery('get_members', …)`), tests call one by its name; each looks the definition up
 * here. A call's definition says once what it takes and answers (zod), who may make it, what it
 * reads or changes (define.ts TOPICS) and whether the server may keep its answer.
 *
 * The member app's calls are under API_BASE, the others (a `/` in their names: the admin console,
 * roster, sync, members' own data) under EXT_BASE. Add a feature's calls as one spread line,
 * defined in its own file. The web's schema-free copy (call-info.ts) is written from this object.
 */
import { memberAppCalls } from './calls';
import { adminCalls } from './admin';
import { adminDirectoryCalls } from './admin-directory';
import { rosterCalls } from './roster';
import { myDataCalls } from './my-data';
import { syncCalls } from './sync';
import { accountCalls } from './account';
import { signInCalls } from './sign-in';

export const calls = {
  ...memberAppCalls,
  ...adminCalls,
  ...adminDirectoryCalls,
  ...rosterCalls,
  ...myDataCalls,
  ...syncCalls,
  ...accountCalls,
  ...signInCalls,
} as const;

export type Calls = typeof calls;
export type CallName = keyof Calls & string;

// Compile-time guard: each key equals its call's wire name.
type KeyMatchesName = { [K in keyof Calls]: Calls[K] extends { name: K } ? true : false };
const keysMatchNames: KeyMatchesName[keyof KeyMatchesName] extends true ? true : never = true;
void keysMatchNames;
