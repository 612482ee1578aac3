/** docs/product.md#screens: while authentication loads, a centred full-height light-blue spinner of size 100. */
export function FullPageSpinner({ label = 'Loading' }: { label?: string }) {
  return (
    <div className="full-page-spinner" role="status" aria-live="polite">
      <span className="spinner" style={{ width: 100, height: 100 }} aria-hidden="true" />
      <span className="visually-hidden">{label}</span>
    </div>
  );
}
