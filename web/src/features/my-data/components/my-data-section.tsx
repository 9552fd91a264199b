/** My Profile: "Your data" — download everything held about you, or ask for it to be deleted. */
import { useState } from 'react';
import { useQuery } from '@tanstack/react-query';
import {
  AlertDialog,
  AlertDialogAction,
  AlertDialogCancel,
  AlertDialogContent,
  AlertDialogDescription,
  AlertDialogFooter,
  AlertDialogHeader,
  AlertDialogTitle,
} from '@/components/ui/alert-dialog';
import { Button, buttonVariants } from '@/components/ui/button';
import { Card, CardContent, CardHeader, CardTitle } from '@/components/ui/card';
import { formatDisplayDate } from '@/lib/dates';
import { useCallMutation } from '@/lib/calls';
import { downloadMyData, erasureStatusQuery } from '../api';
import { i18n } from '@/i18n/i18n';
import { showError } from '@/lib/show-error';

export function MyDataSection() {
  const status = useQuery(erasureStatusQuery());
  const ask = useCallMutation('me/erasure-request', () => ({ confirm: true as const }), { announce: 'member', errorFallback: /*i18n*/ 'The request was not sent.' });
  const [downloading, setDownloading] = useState(false);
  const [confirming, setConfirming] = useState(false);

  const download = () => {
    setDownloading(true);
    downloadMyData()
      .catch((err) => showError(err, /*i18n*/ 'Could not download your data.'))
      .finally(() => setDownloading(false));
  };
  const pending = status.data?.pending;

  return (
    <Card>
      <CardHeader>
        <CardTitle>{i18n._('Your data')}</CardTitle>
      </CardHeader>
      <CardContent className="flex flex-col gap-3">
        <p className="text-base text-muted-foreground">
          {i18n._('Download everything the directory holds about you, or ask the district office to delete it.')}
        </p>
        <div className="flex flex-wrap gap-2">
          <Button variant="outline" onClick={download} disabled={downloading}>
            {downloading ? i18n._('Preparing…') : i18n._('Download my data')}
          </Button>
          <Button variant="outline" onClick={() => setConfirming(true)} disabled={pending || ask.isPending}>
            {i18n._('Ask to delete my data')}
          </Button>
        </div>
        {pending && (
          <p role="status" className="text-base">
            {status.data?.requestedAt
              ? i18n._('Your request to delete your data was sent on {date}. The district office will complete it; you will then be signed out.', {
                  date: formatDisplayDate(status.data.requestedAt.slice(0, 10)),
                })
              : i18n._('Your request to delete your data was sent. The district office will complete it; you will then be signed out.')}
          </p>
        )}
      </CardContent>
      <AlertDialog open={confirming} onOpenChange={setConfirming}>
        <AlertDialogContent>
          <AlertDialogHeader>
            <AlertDialogTitle>{i18n._('Delete your data?')}</AlertDialogTitle>
            <AlertDialogDescription asChild>
              <div className="text-base">
                {i18n._(
                  'The district office will remove your name, contacts, dates and photos from the directory and sign you out. Club activities stay with your club. This cannot be undone.',
                )}
              </div>
            </AlertDialogDescription>
          </AlertDialogHeader>
          <AlertDialogFooter>
            <AlertDialogCancel className={buttonVariants({ variant: 'outline' })}>{i18n._('Cancel')}</AlertDialogCancel>
            <AlertDialogAction
              className={buttonVariants({ variant: 'destructive' })}
              onClick={() =>
                ask.mutate()
              }
            >
              {i18n._('Send request')}
            </AlertDialogAction>
          </AlertDialogFooter>
        </AlertDialogContent>
      </AlertDialog>
    </Card>
  );
}
