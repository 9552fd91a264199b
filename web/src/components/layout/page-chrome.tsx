/**
 * Lets a screen put its title and back target into the shell's top bar, so a
 * page has one header row instead of two (precious height on a 390px phone).
 * The shell provides the context; outside the shell (tests, /testing) the
 * calls are harmless no-ops.
 */
import { createContext, useContext, useEffect, type ReactNode } from 'react';

/** Where the back button goes: a path, -1 for "previous page", or a custom handler. */
export type BackTarget = string | -1 | (() => void);

export interface PageChrome {
  title?: string;
  /** The title is data (a region's or a category's name as the district wrote it), not a text of the app. */
  titleIsData?: boolean;
  back?: BackTarget;
}

type SetChrome = (chrome: PageChrome | null) => void;

const PageChromeContext = createContext<SetChrome>(() => {});

export function PageChromeProvider({ setChrome, children }: { setChrome: SetChrome; children: ReactNode }) {
  return <PageChromeContext.Provider value={setChrome}>{children}</PageChromeContext.Provider>;
}

/** Sets the top bar's title / back button while the calling screen is mounted. */
export function usePageChrome({ title, titleIsData, back }: PageChrome): void {
  const setChrome = useContext(PageChromeContext);
  // A passive effect: a state update from a layout effect is synchronous, so the shell would
  // re-render and every effect of the new screen would run inside the same long task as its commit.
  // Until then the bar shows the route's title (the same text on most screens).
  useEffect(() => {
    setChrome({ title, titleIsData, back });
    return () => setChrome(null);
  }, [setChrome, title, titleIsData, back]);
}
