/**
 * Spec "Install dialogs": the native install dialog when the browser offers
 * installation, or, on iOS Safari outside standalone mode, a step-by-step
 * guide. Closing hides either for the rest of the session.
 */
import { useEffect, useState, useSyncExternalStore } from 'react';
import Share from 'lucide-react/icons/share';
import SquarePlus from 'lucide-react/icons/square-plus';
import { Button } from '@/components/ui/button';
import { Dialog, DialogContent, DialogDescription, DialogFooter, DialogHeader, DialogTitle } from '@/components/ui/dialog';
import { clearInstallPrompt, getInstallPrompt, isIos, isStandalone, subscribeInstallPrompt } from '@/lib/install-prompt';
import { APP_NAME } from '@/lib/meta';

const DISMISSED_KEY = 'installPromptDismissed';
/** Let the screen appear first; an immediate dialog feels like an ad. */
const SHOW_DELAY_MS = 2500;

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
  const [dismissed, setDismissed] = useState(dismissedThisSession);

  const wanted = !dismissed && (!!promptEvent || iosGuide);

  useEffect(() => {
    if (!wanted || open) return;
    const timer = setInterval(() => {
      if (!otherDialogOpen()) {
        setOpen(true);
        clearInterval(timer);
      }
    }, SHOW_DELAY_MS);
    return () => clearInterval(timer);
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

  const title = `Install ${APP_NAME} App`;

  return (
    <Dialog open={open && wanted} onOpenChange={(next) => !next && close()}>
      <DialogContent showClose={false}>
        {promptEvent ? (
          <>
            <DialogHeader>
              <img src="/icons/icon-192.png" alt="" width={64} height={64} className="mb-1 size-16 rounded-2xl" />
              <DialogTitle>{title}</DialogTitle>
              <DialogDescription>Add the app to your home screen for quick access, even on a slow connection.</DialogDescription>
            </DialogHeader>
            <DialogFooter>
              <Button variant="outline" onClick={close}>
                Cancel
              </Button>
              <Button onClick={() => void install()}>Install App</Button>
            </DialogFooter>
          </>
        ) : (
          <>
            <DialogHeader>
              <img src="/icons/icon-192.png" alt="" width={64} height={64} className="mb-1 size-16 rounded-2xl" />
              <DialogTitle>{title}</DialogTitle>
              <DialogDescription>Install this app on your iPhone or iPad in three steps:</DialogDescription>
            </DialogHeader>
            <ol className="flex flex-col gap-3 text-base">
              <li className="flex items-center gap-3">
                <span className="flex size-8 shrink-0 items-center justify-center rounded-full bg-secondary font-semibold text-primary">1</span>
                <span>
                  Tap the <strong>Share</strong> button <Share className="inline size-5 align-text-bottom text-primary" aria-label="(share icon)" /> in
                  the browser bar.
                </span>
              </li>
              <li className="flex items-center gap-3">
                <span className="flex size-8 shrink-0 items-center justify-center rounded-full bg-secondary font-semibold text-primary">2</span>
                <span>
                  Choose <strong>“Add to Home Screen”</strong> <SquarePlus className="inline size-5 align-text-bottom text-primary" aria-hidden="true" />.
                </span>
              </li>
              <li className="flex items-center gap-3">
                <span className="flex size-8 shrink-0 items-center justify-center rounded-full bg-secondary font-semibold text-primary">3</span>
                <span>
                  Tap <strong>Add</strong>.
                </span>
              </li>
            </ol>
            <p className="rounded-lg bg-gold-soft px-3 py-2 text-sm text-gold-foreground">Note: this works in Safari only.</p>
            <DialogFooter>
              <Button onClick={close}>Close</Button>
            </DialogFooter>
          </>
        )}
      </DialogContent>
    </Dialog>
  );
}
