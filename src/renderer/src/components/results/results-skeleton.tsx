import { Skeleton } from '../ui/skeleton';

/** Holds the space of the report while an analysis runs, so nothing jumps when it arrives. */
export function ResultsSkeleton() {
  return (
    <div className="space-y-6" aria-hidden="true">
      <div className="grid gap-6 lg:grid-cols-2">
        <Skeleton className="h-80" />
        <Skeleton className="h-80" />
      </div>
      <Skeleton className="h-56" />
      <Skeleton className="h-72" />
    </div>
  );
}
