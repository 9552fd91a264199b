/**
 * The install dialog's content (docs/product.md 2.15), a chunk of its own: the Dialog code loads
 * only when the dialog is about to open, not with the signed-in shell.
 */
import Share from 'lucide-react/icons/share';
import SquarePlus from 'lucide-react/icons/square-plus';
import { Button } from '@/components/ui/button';
import { Dialog, DialogContent, DialogDescription, DialogFooter, DialogHeader, DialogTitle } from '@/components/ui/dialog';
import { APP_NAME } from '@/lib/meta';
import { i18n } from '@/i18n/i18n';
import { richText } from '@/i18n/rich-text';

export interface InstallDialogProps {
  open: boolean;
  /** The browser offers installation (otherwise: the iOS step-by-step guide). */
  native: boolean;
  onClose: () => void;
  onInstall: () => void;
}

export default function InstallDialog({ open, native, onClose, onInstall }: InstallDialogProps) {
  const title = i18n._('Install {app} App', { app: APP_NAME });
  return (
    <Dialog open={open} onOpenChange={(next) => !next && onClose()}>
      <DialogContent showClose={false}>
        {native ? (
          <>
            <DialogHeader>
              <img src="/icons/icon-192.png" alt="" width={64} height={64} className="mb-1 size-16 rounded-2xl" />
              <DialogTitle>{title}</DialogTitle>
              <DialogDescription>{i18n._('Add the app to your home screen for quick access, even on a slow connection.')}</DialogDescription>
            </DialogHeader>
            <DialogFooter>
              <Button variant="outline" onClick={onClose}>
                {i18n._('Cancel')}
              </Button>
              <Button onClick={onInstall}>{i18n._('Install App')}</Button>
            </DialogFooter>
          </>
        ) : (
          <>
            <DialogHeader>
              <img src="/icons/icon-192.png" alt="" width={64} height={64} className="mb-1 size-16 rounded-2xl" />
              <DialogTitle>{title}</DialogTitle>
              <DialogDescription>{i18n._('Install this app on your iPhone or iPad in three steps:')}</DialogDescription>
            </DialogHeader>
            <ol className="flex flex-col gap-3 text-base">
              <li className="flex items-center gap-3">
                <span className="flex size-8 shrink-0 items-center justify-center rounded-full bg-secondary font-semibold text-primary">1</span>
                <span>
                  {richText((values) => i18n._('Tap the {share} button {icon} in the browser bar.', values), {
                    share: <strong>{i18n._('Share')}</strong>,
                    icon: <Share className="inline size-5 align-text-bottom text-primary" aria-label={i18n._('(share icon)')} />,
                  })}
                </span>
              </li>
              <li className="flex items-center gap-3">
                <span className="flex size-8 shrink-0 items-center justify-center rounded-full bg-secondary font-semibold text-primary">2</span>
                <span>
                  {richText((values) => i18n._('Choose {add} {icon}.', values), {
                    add: <strong>{i18n._('“Add to Home Screen”')}</strong>,
                    icon: <SquarePlus className="inline size-5 align-text-bottom text-primary" aria-hidden="true" />,
                  })}
                </span>
              </li>
              <li className="flex items-center gap-3">
                <span className="flex size-8 shrink-0 items-center justify-center rounded-full bg-secondary font-semibold text-primary">3</span>
                <span>
                  {richText((values) => i18n._('Tap {add}.', values), { add: <strong>{i18n._('Add')}</strong> })}
                </span>
              </li>
            </ol>
            <p className="rounded-lg bg-gold-soft px-3 py-2 text-sm text-gold-foreground">{i18n._('Note: this works in Safari only.')}</p>
            <DialogFooter>
              <Button onClick={onClose}>{i18n._('Close')}</Button>
            </DialogFooter>
          </>
        )}
      </DialogContent>
    </Dialog>
  );
}
