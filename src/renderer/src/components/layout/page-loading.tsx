import { Spinner } from '../ui/spinner';

/** Shown while a lazily loaded page arrives; keeps the footer from jumping up. */
export function PageLoading() {
  return (
    <div
      role="status"
      className="flex min-h-[60vh] items-center justify-center gap-3 text-slate-600"
    >
      <Spinner className="h-5 w-5" />
      <span>Loading page...</span>
    </div>
  );
}
