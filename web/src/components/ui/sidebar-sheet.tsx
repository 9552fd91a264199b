/**
 * The side menu on phones: a slide-in sheet (Radix Dialog). Its own chunk, loaded when the menu is
 * first opened, so the Dialog code is not part of the signed-in shell's first render.
 */
import type { ReactNode } from 'react';
import { cn } from '@/lib/utils';
import { Sheet, SheetContent, SheetDescription, SheetTitle } from './sheet';
import { i18n } from '@/i18n/i18n';

export default function SidebarSheet({
  open,
  onOpenChange,
  label,
  className,
  closeClassName,
  children,
}: {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  label: string;
  className?: string;
  closeClassName?: string;
  children: ReactNode;
}) {
  return (
    <Sheet open={open} onOpenChange={onOpenChange}>
      <SheetContent side="left" className={cn('p-0', className)} closeClassName={closeClassName} data-sidebar="sidebar" data-mobile="true">
        <SheetTitle className="sr-only">{label}</SheetTitle>
        <SheetDescription className="sr-only">{i18n._('Go to a section of the app.')}</SheetDescription>
        <div className="flex h-full flex-col">{children}</div>
      </SheetContent>
    </Sheet>
  );
}
