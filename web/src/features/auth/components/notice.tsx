/** The server's refusal, in the member's language, kept on the screen until the next try. */
export function Notice({ text }: { text: string | null }) {
  if (!text) return null;
  return (
    <p role="alert" className="rounded-lg border border-amber-300 bg-amber-50 px-3 py-2 text-base font-medium text-amber-950 dark:border-amber-700 dark:bg-amber-950 dark:text-amber-100">
      {text}
    </p>
  );
}
