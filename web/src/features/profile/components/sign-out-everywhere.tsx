/**
 * My Profile's "Sign out of all devices": ends every session of the member, this one included
 * (me/sessions/revoke-all), then wipes this device exactly as a logout does (lib/wipe: storage,
 * the offline copy in IndexedDB, cached photos and answers) and opens /login. With no connection
 * nothing was ended anywhere: the dialog stays and says so, since the other devices are still in.
 */
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
import { wipePersonalData } from '@/lib/wipe';
import { useCallMutation } from '@/lib/calls';
import { i18n } from '@/i18n/i18n';
import { serverSuccessText } from '@/i18n/server-messages';
import { showError } from '@/lib/show-error';

export function SignOutEverywhere() {
  const [open, setOpen] = useState(false);
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const signOut = useCallMutation('me/sessions/revoke-all', () => ({}), {
    onSuccess: async (res) => {
      queryClient.clear();
      await wipePersonalData();
      setOpen(false);
      toast.success(serverSuccessText(res.message));
      navigate('/login', { replace: true });
    },
    onError: (error) => {
      // A 401 already wiped this phone and opened /login.
      if (isApiError(error) && error.status === 401) return;
      if (isApiError(error) && error.status === 0) {
        showError(i18n._('No connection: nobody was signed out. Please try again when you are online.'));
        return;
      }
      showError(error);
    },
  });

  const confirm = () => signOut.mutate();

  return (
    <>
      <Button variant="outline" size="lg" className="w-full" onClick={() => setOpen(true)}>
        {i18n._('Sign out of all devices')}
      </Button>
      <AlertDialog open={open} onOpenChange={(next) => !signOut.isPending && setOpen(next)}>
        <AlertDialogContent>
          <AlertDialogHeader>
            <AlertDialogTitle>{i18n._('Sign out of all devices?')}</AlertDialogTitle>
            <AlertDialogDescription>
              {i18n._('Every phone and computer signed in to your account is signed out, this one too. You will need a new code to sign in.')}
            </AlertDialogDescription>
          </AlertDialogHeader>
          <AlertDialogFooter>
            <AlertDialogCancel disabled={signOut.isPending}>{i18n._('Cancel')}</AlertDialogCancel>
            <Button variant="destructive" loading={signOut.isPending} onClick={confirm}>
              {i18n._('Sign out everywhere')}
            </Button>
          </AlertDialogFooter>
        </AlertDialogContent>
      </AlertDialog>
    </>
  );
}
