import { Skeleton } from "@/components/ui/skeleton";

/** Card-shaped placeholders while a tab's list loads; screen readers hear `label`. */
export function NoteListSkeleton({ label, className }: { label: string; className: string }) {
  return (
    <div role="status" aria-live="polite" className="flex flex-col gap-3">
      <span className="sr-only">{label}</span>
      <Skeleton aria-hidden className="h-5 w-20" />
      <div aria-hidden className={className}>
        {["a", "b", "c"].map((key) => (
          <div key={key} className="flex flex-col gap-3 rounded-xl border bg-card p-4">
            <Skeleton className="h-4 w-2/3" />
            <Skeleton className="h-3 w-full" />
            <Skeleton className="h-3 w-1/2" />
          </div>
        ))}
      </div>
    </div>
  );
}
