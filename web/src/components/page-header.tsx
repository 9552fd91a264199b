import { usePageChrome, type BackTarget } from './layout/page-chrome';

export interface PageHeaderProps {
  /** Shown as the page's heading (h1) in the top bar; defaults to the route's title. */
  title?: string;
  /**
   * Adds a back button to the top bar: a path (e.g. "/district-event?session=old"),
   * -1 for the previous page (falls back to / when the app was opened on this page),
   * or a handler. Pass a stable value (a string or a memoised function).
   */
  backTo?: BackTarget;
  /**
   * The title is data (a name as the district wrote it): the heading is marked `translate="no"`,
   * so neither a browser's page translation nor the language check treats it as a text of the app.
   */
  titleIsData?: boolean;
}

/**
 * Declares the screen's header. It renders nothing in place: the shell's top
 * bar shows [menu] [back] [title], keeping one header row on small phones.
 */
export function PageHeader({ title, backTo, titleIsData }: PageHeaderProps) {
  usePageChrome({ title, titleIsData, back: backTo });
  return null;
}
