/**
 * The app's browser-storage keys (docs/product.md 5.13), in one place. Every access is wrapped:
 * storage can throw (private mode on old Safari, full quota) and a storage
 * error must never take a screen down.
 */

export const STORAGE_KEYS = {
  token: 'token',
  userData: 'userData',
  mobileNumber: 'mobileNumber',
  /** Nonce that `login` answered to this device; `otp-verify` needs it. */
  otpNonce: 'otpNonce',
  /** '1' when the last `login` answer said codes can also be sent on WhatsApp. */
  otpWhatsApp: 'otpWhatsApp',
  hasSeenWelcomePopup: 'hasSeenWelcomePopup',
  isShowPopUp: 'isShowPopUp',
  dontshowModal: 'dontshowModal',
} as const;

/**
 * Keys of the display choices (lib/display.ts); index.html's inline script reads the same two. Not
 * wiped at sign-out: they belong to the phone.
 */
export const DISPLAY_KEYS = { theme: 'displayTheme', textSize: 'displayTextSize' } as const;

export type StorageKey = (typeof STORAGE_KEYS)[keyof typeof STORAGE_KEYS];

/**
 * The signed-in member as returned in `user` by otp-verify (and refreshed by
 * update_member_profile). Only the fields the shell reads are named; the rest
 * is kept as the server sent it.
 */
export interface StoredUser {
  memId?: number | string;
  memName?: string | null;
  memPhoto?: string | null;
  distName?: string | null;
  district?: { distName?: string | null } | null;
  club_name?: string | null;
  clubName?: string | null;
  [key: string]: unknown;
}

function local(): Storage | null {
  try {
    return window.localStorage;
  } catch {
    return null;
  }
}

function session(): Storage | null {
  try {
    return window.sessionStorage;
  } catch {
    return null;
  }
}

export function getItem(key: StorageKey): string | null {
  try {
    return local()?.getItem(key) ?? null;
  } catch {
    return null;
  }
}

export function setItem(key: StorageKey, value: string): void {
  try {
    local()?.setItem(key, value);
  } catch {
    // Quota or private mode: the app keeps working, the value is just not remembered.
  }
}

export function removeItem(key: StorageKey): void {
  try {
    local()?.removeItem(key);
  } catch {
    /* see setItem */
  }
}

export function getToken(): string | null {
  return getItem(STORAGE_KEYS.token);
}

export function getUserData(): StoredUser | null {
  const raw = getItem(STORAGE_KEYS.userData);
  if (!raw) return null;
  try {
    const parsed: unknown = JSON.parse(raw);
    return parsed && typeof parsed === 'object' ? (parsed as StoredUser) : null;
  } catch {
    return null;
  }
}

export function setSession(token: string, user: object): void {
  setItem(STORAGE_KEYS.token, token);
  setItem(STORAGE_KEYS.userData, JSON.stringify(user));
}

/**
 * Fired on this window when this tab replaces userData (e.g. after a profile save): the browser's
 * `storage` event reaches only other tabs, and the side menu must show the new photo and name.
 */
export const USER_DATA_EVENT = 'd320b:user-data';

export function setUserData(user: object): void {
  setItem(STORAGE_KEYS.userData, JSON.stringify(user));
  try {
    window.dispatchEvent(new Event(USER_DATA_EVENT));
  } catch {
    /* no window (tests, workers): nothing listens */
  }
}

/** Calls `onChange` when userData changes in this tab or another one. Returns an unsubscribe function. */
export function subscribeUserData(onChange: () => void): () => void {
  const onStorage = (event: StorageEvent) => {
    if (event.key === null || event.key === STORAGE_KEYS.userData) onChange();
  };
  window.addEventListener(USER_DATA_EVENT, onChange);
  window.addEventListener('storage', onStorage);
  return () => {
    window.removeEventListener(USER_DATA_EVENT, onChange);
    window.removeEventListener('storage', onStorage);
  };
}

/** Spec route guard: signed in means both a token and user data are stored. */
export function isSignedIn(): boolean {
  return !!getToken() && !!getUserData();
}

/** Logout and 401 both wipe everything the app stored, except the display choices: they belong to the phone, not the account. */
export function clearLocal(): void {
  try {
    const store = local();
    if (!store) return;
    const kept = Object.values(DISPLAY_KEYS).flatMap((key) => {
      const value = store.getItem(key);
      return value === null ? [] : [[key, value] as const];
    });
    store.clear();
    for (const [key, value] of kept) store.setItem(key, value);
  } catch {
    /* see setItem */
  }
}

export function clearAllStorage(): void {
  clearLocal();
  try {
    session()?.clear();
  } catch {
    /* see setItem */
  }
}

/* ---- Session storage: list state, caches and scroll positions ---- */

/**
 * Keys used by the list screens for their saved state. Features pick their own
 * key from here so two lists never overwrite each other.
 */
export const SESSION_KEYS = {
  members: 'members-list',
  clubActivities: 'club-activities-list',
  districtActivities: 'district-activities-list',
  districtEvents: 'district-events-list',
  greetings: 'greetings-list',
  clubs: 'clubs-list',
  cabinet: 'cabinet-list',
  graduates: 'graduates-list',
  mjpfProfiles: 'mjpf-profiles-list',
  regions: 'regions-list',
  business: 'business-list',
} as const;

export type SessionKey = (typeof SESSION_KEYS)[keyof typeof SESSION_KEYS];

export function readSessionJson<T>(key: string): T | null {
  try {
    const raw = session()?.getItem(key);
    return raw ? (JSON.parse(raw) as T) : null;
  } catch {
    return null;
  }
}

export function writeSessionJson(key: string, value: unknown): void {
  try {
    session()?.setItem(key, JSON.stringify(value));
  } catch {
    // A long list may exceed the quota; restoring is a convenience, not a requirement.
  }
}

export function removeSession(key: string): void {
  try {
    session()?.removeItem(key);
  } catch {
    /* see writeSessionJson */
  }
}

/** True when the URL asks to restore saved list state (`?session=old`). */
export function wantsSavedSession(search: string | URLSearchParams): boolean {
  const params = typeof search === 'string' ? new URLSearchParams(search) : search;
  return params.get('session') === 'old';
}
