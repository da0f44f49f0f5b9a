import type { LucideIcon } from "lucide-react";
import type { ReactNode } from "react";
import { cn } from "@/lib/cn";

type StatCardProps = {
  title: string;
  icon: LucideIcon;
  /** The figure itself, large. */
  value: ReactNode;
  detail?: ReactNode;
  /** Below the detail, e.g. a progress bar. */
  children?: ReactNode;
  className?: string;
};

/** One figure of the statistics, as a term and its value in the surrounding description list. */
export function StatCard({ title, icon: Icon, value, detail, children, className }: StatCardProps) {
  return (
    <div
      className={cn(
        "flex min-h-32 flex-col gap-1.5 rounded-xl border bg-card p-4 text-card-foreground shadow-sm",
        className,
      )}
    >
      <dt className="flex min-h-10 items-start justify-between gap-2 text-sm font-medium text-muted-foreground sm:min-h-7">
        {title}
        <span className="flex size-7 shrink-0 items-center justify-center rounded-lg bg-primary/10 text-primary">
          <Icon aria-hidden className="size-4" />
        </span>
      </dt>
      <dd className="text-3xl font-semibold tracking-tight tabular-nums">{value}</dd>
      {detail ? <dd className="text-xs text-muted-foreground text-pretty">{detail}</dd> : null}
      {children ? <dd className="mt-auto pt-1">{children}</dd> : null}
    </div>
  );
}
