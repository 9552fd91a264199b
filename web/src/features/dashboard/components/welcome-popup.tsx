import { Button } from '@/components/ui/button';
import { Dialog, DialogClose, DialogContent, DialogDescription, DialogTitle } from '@/components/ui/dialog';
import { ImageWithFallback } from '@/components/image-with-fallback';
import type { DgProfile } from '../api';
import { i18n } from '@/i18n/i18n';

/** One-time welcome: DG logo, family picture, "welcome to {district}", the DG's name, Close. */
export function WelcomePopup({ profile, open, onOpenChange }: { profile: DgProfile; open: boolean; onOpenChange: (open: boolean) => void }) {
  return (
    <Dialog open={open} onOpenChange={onOpenChange}>
      <DialogContent showClose={false} className="gap-3 text-center">
        {profile.dgLogoPic && (
          <ImageWithFallback src={profile.dgLogoPic} alt={i18n._('District Governor logo')} width={80} height={80} eager className="mx-auto size-20 rounded-full object-contain" />
        )}
        <ImageWithFallback
          src={profile.dgFamilyPic}
          alt={i18n._('{name} with family', { name: profile.memName })}
          width={400}
          height={260}
          eager
          className="aspect-[20/13] w-full rounded-lg object-cover"
        />
        <DialogTitle className="flex flex-col items-center gap-0.5">
          <span className="text-sm font-semibold uppercase tracking-widest text-muted-foreground">{i18n._('welcome to')}</span>{' '}
          <span className="text-2xl font-bold text-primary">{profile.distName}</span>
        </DialogTitle>
        <DialogDescription className="flex flex-col items-center">
          <span className="text-lg font-semibold text-foreground">{profile.memName}</span>
          <span className="text-sm">{i18n._('District Governor')}</span>
        </DialogDescription>
        <DialogClose asChild>
          <Button className="mt-1 w-full">{i18n._('Close')}</Button>
        </DialogClose>
      </DialogContent>
    </Dialog>
  );
}
