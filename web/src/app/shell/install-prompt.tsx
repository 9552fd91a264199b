/**
 * Spec "Install dialogs": the native install dialog when the browser offers
 * installation, or, on iOS Safari outside standalone mode, a step-by-step
 * guide. Closing hides either for the rest of the session.
 *
 * The dialog waits until the member has had the app to themselves for a while
 * and the phone is idle: opening a modal dialog (and loading its code) while the
 * first screen is still arriving would compete with it. Its code is a separate
 * chunk (install-dialog.tsx), loaded only when it is about to open.
 */
import { lazy, Suspense, useEffect, useState, useSyncExternalStore } from 'react';
import { clearInstallPrompt, getInstallPrompt, isIos, isStandalone, subscribeInstallPrompt } from '@/lib/install-prompt';
import { whenIdle } from '@/lib/idle';

const loadInstallDialog = () => import('./install-dialog');
const InstallDialog = lazy(loadInstallDialog);

const DISMISSED_KEY = 'installPromptDismissed';
/** Let the first screen arrive and be used first; an immediate dialog feels like an ad. */
const FIRST_SHOW_DELAY_MS = 15_000;
/** While another dialog is open, look again this often. */
const RETRY_MS = 2500;

function dismissedThisSession(): boolean {
  try {
    return sessionStorage.getItem(DISMISSED_KEY) === '1';
  } catch {
    return false;
  }
}

function rememberDismissed() {
  try {
    sessionStorage.setItem(DISMISSED_KEY, '1');
  } catch {
    /* not remembered: the dialog may show again after a reload */
  }
}

/** Another dialog (welcome popup, logout) is open: wait for it rather than stacking two. */
function otherDialogOpen(): boolean {
  return !!document.querySelector('[role="dialog"][data-state="open"], [role="alertdialog"][data-state="open"]');
}

export function InstallPrompt() {
  const promptEvent = useSyncExternalStore(subscribeInstallPrompt, getInstallPrompt, () => null);
  const [iosGuide] = useState(() => isIos() && !isStandalone());
  const [open, setOpen] = useState(false);
  const [dismissed, setDismissed] = useState(false);
  /** The dialog's code has been asked for (it stays mounted afterwards, for its closing animation). */
  const [mounted, setMounted] = useState(false);

  // Storage is read only when there is something to offer: a page's first sessionStorage read
  // costs the browser several milliseconds, in the middle of the first screen's render.
  const wanted = (!!promptEvent || iosGuide) && !dismissed && !dismissedThisSession();

  useEffect(() => {
    if (!wanted || open) return;
    let cancelIdle: (() => void) | undefined;
    let timer: ReturnType<typeof setTimeout>;
    const attempt = () => {
      cancelIdle = whenIdle(() => {
        if (otherDialogOpen()) {
          timer = setTimeout(attempt, RETRY_MS);
          return;
        }
        // Open once the code is here, so the dialog appears in one step.
        void loadInstallDialog().then(
          () => {
            setMounted(true);
            setOpen(true);
          },
          () => undefined,
        );
      });
    };
    timer = setTimeout(attempt, FIRST_SHOW_DELAY_MS);
    return () => {
      clearTimeout(timer);
      cancelIdle?.();
    };
  }, [wanted, open]);

  function close() {
    setOpen(false);
    setDismissed(true);
    rememberDismissed();
  }

  async function install() {
    const event = getInstallPrompt();
    close();
    if (!event) return;
    try {
      await event.prompt();
      await event.userChoice;
    } catch (error) {
      console.error(error);
    } finally {
      // A prompt event can be used once.
      clearInstallPrompt();
    }
  }

  if (!mounted) return null;
  return (
    <Suspense fallback={null}>
      <InstallDialog open={open && wanted} native={!!promptEvent} onClose={close} onInstall={() => void install()} />
    </Suspense>
  );
}
