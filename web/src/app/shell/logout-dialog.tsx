import { useState } from 'react';
import { useNavigate } from 'react-router';
import { useQueryClient } from '@tanstack/react-query';
import { toast } from 'sonner';
import {
  AlertDialog,
  AlertDialogCancel,
  AlertDialogContent,
  AlertDialogDescription,
  AlertDialogFooter,
  AlertDialogHeader,
  AlertDialogTitle,
} from '@/components/ui/alert-dialog';
import { Button } from '@/components/ui/button';
import { isApiError } from '@/lib/api-client';
import { useCallMutation } from '@/lib/calls';
import { wipePersonalData } from '@/lib/wipe';
import { i18n } from '@/i18n/i18n';
import { serverSuccessText } from '@/i18n/server-messages';
import { showError } from '@/lib/show-error';

export const LOGOUT_REDIRECT_MS = 1000;

/**
 * Spec: confirm, then call `logout`. status true → wipe everything personal (lib/wipe: local
 * and session storage, IndexedDB, cached photos and answers) and the query cache, toast the
 * server message, /login after 1 s. No answer (offline): the same wipe on this phone — a member
 * who asks to sign out is signed out here. status false → error toast. A 401 already wiped and
 * redirected.
 */
export function LogoutDialog({ open, onOpenChange }: { open: boolean; onOpenChange: (open: boolean) => void }) {
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const [wiping, setWiping] = useState(false);
  const signOutHere = async (message: string) => {
    setWiping(true);
    queryClient.clear();
    await wipePersonalData();
    setWiping(false);
    onOpenChange(false);
    toast.success(message);
    setTimeout(() => navigate('/login', { replace: true }), LOGOUT_REDIRECT_MS);
  };
  // The client rejects `status: false`, so a resolved answer is the success case.
  const logout = useCallMutation('logout', () => ({}), {
    onSuccess: (res) => signOutHere(serverSuccessText(res.message)),
    onError: (error) => {
      if (isApiError(error) && error.status === 0) void signOutHere(i18n._('Signed out on this phone.'));
      else if (isApiError(error) && error.status !== 401) showError(error.message);
      else console.error(error);
    },
  });
  const busy = logout.isPending || wiping;
  const confirm = () => logout.mutate();

  return (
    <AlertDialog open={open} onOpenChange={(next) => !busy && onOpenChange(next)}>
      <AlertDialogContent>
        <AlertDialogHeader>
          <AlertDialogTitle>{i18n._('Are you sure you want to logout?')}</AlertDialogTitle>
          <AlertDialogDescription className="sr-only">{i18n._('You will need a new OTP to sign in again.')}</AlertDialogDescription>
        </AlertDialogHeader>
        <AlertDialogFooter>
          <AlertDialogCancel disabled={busy}>{i18n._('Cancel')}</AlertDialogCancel>
          {/* A plain button, not AlertDialogAction: the dialog stays open while the call runs. */}
          <Button variant="destructive" loading={busy} onClick={confirm}>
            {i18n._('Confirm')}
          </Button>
        </AlertDialogFooter>
      </AlertDialogContent>
    </AlertDialog>
  );
}
