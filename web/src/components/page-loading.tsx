/** A centred spinner (plain CSS, `.sc-spinner` in app/layout/shell.css: it is the shell's loading state too). */
export function PageLoading({ label = 'Loading' }: { label?: string }) {
  return (
    <div role="status" aria-live="polite" className="sc-loading">
      <span role="progressbar" aria-label={label} className="sc-spinner" />
    </div>
  );
}
