/** My Profile: "Your data" — download everything held about you, or ask for it to be deleted. */
import { useState } from 'react';
import { useQuery } from '@tanstack/react-query';
import { toast } from 'sonner';
import { ConfirmDialog } from '@/components/admin/confirm-dialog';
import { Button } from '@/components/ui/button';
import { Card, CardContent, CardHeader, CardTitle } from '@/components/ui/card';
import { errorMessage } from '@/lib/api-client';
import { formatDisplayDate } from '@/lib/dates';
import { downloadMyData, erasureStatusQuery, useRequestErasure } from '../api';

export function MyDataSection() {
  const status = useQuery(erasureStatusQuery);
  const ask = useRequestErasure();
  const [downloading, setDownloading] = useState(false);
  const [confirming, setConfirming] = useState(false);

  const download = () => {
    setDownloading(true);
    downloadMyData()
      .catch((err) => toast.error(errorMessage(err, 'Could not download your data.')))
      .finally(() => setDownloading(false));
  };
  const pending = status.data?.pending;

  return (
    <Card>
      <CardHeader>
        <CardTitle>Your data</CardTitle>
      </CardHeader>
      <CardContent className="flex flex-col gap-3">
        <p className="text-base text-muted-foreground">
          Download everything the directory holds about you, or ask the district office to delete it.
        </p>
        <div className="flex flex-wrap gap-2">
          <Button variant="outline" onClick={download} disabled={downloading}>
            {downloading ? 'Preparing…' : 'Download my data'}
          </Button>
          <Button variant="outline" onClick={() => setConfirming(true)} disabled={pending || ask.isPending}>
            Ask to delete my data
          </Button>
        </div>
        {pending && (
          <p role="status" className="text-base">
            Your request to delete your data was sent{status.data?.requestedAt ? ` on ${formatDisplayDate(status.data.requestedAt.slice(0, 10))}` : ''}. The
            district office will complete it; you will then be signed out.
          </p>
        )}
      </CardContent>
      <ConfirmDialog
        open={confirming}
        onOpenChange={setConfirming}
        title="Delete your data?"
        confirmLabel="Send request"
        destructive
        onConfirm={() =>
          ask.mutate(undefined, {
            onSuccess: (res) => toast.success(res.message),
            onError: (err) => toast.error(errorMessage(err, 'The request was not sent.')),
          })
        }
      >
        The district office will remove your name, contacts, dates and photos from the directory and sign you out. Club activities stay with your club. This
        cannot be undone.
      </ConfirmDialog>
    </Card>
  );
}
