/**
 * A ref callback that focuses its element once the screen has been painted, in a task of its own.
 * `autoFocus` focuses inside React's commit, which makes the browser compute style and layout right
 * there: on a cold start that turns the commit into one long task on a slow phone. Nothing is taken
 * from the member: if something else has the focus by then (a tap), it stays there.
 */
export function focusAfterPaint(element: HTMLElement | null): (() => void) | undefined {
  if (!element) return undefined;
  let timer: number | undefined;
  const frame = requestAnimationFrame(() => {
    timer = window.setTimeout(() => {
      const active = document.activeElement;
      if (element.isConnected && (!active || active === document.body)) element.focus();
    });
  });
  return () => {
    cancelAnimationFrame(frame);
    if (timer !== undefined) clearTimeout(timer);
  };
}
