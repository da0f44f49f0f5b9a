import type * as React from "react";
import { cn } from "@/lib/cn";

/**
 * A progress bar for a value from 0 to 100: what Radix's Progress renders (the progressbar role with
 * aria-valuemin/max/now and a percentage as aria-valuetext, which a caller may replace), without its
 * code — the home screen's first load carries it, and it needs no state or context.
 */
function Progress({ className, value, ...props }: React.ComponentProps<"div"> & { value?: number | null }) {
  const isKnown = typeof value === "number" && value >= 0 && value <= 100;
  return (
    <div
      role="progressbar"
      aria-valuemin={0}
      aria-valuemax={100}
      aria-valuenow={isKnown ? value : undefined}
      aria-valuetext={isKnown ? `${Math.round(value)}%` : undefined}
      data-slot="progress"
      className={cn("bg-primary/20 relative h-2 w-full overflow-hidden rounded-full", className)}
      {...props}
    >
      <div
        data-slot="progress-indicator"
        className="bg-primary h-full w-full flex-1 transition-all"
        style={{ transform: `translateX(-${100 - (isKnown ? value : 0)}%)` }}
      />
    </div>
  );
}

export { Progress };
