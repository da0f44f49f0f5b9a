import type { CSSProperties } from "react";
import { cn } from "@/lib/cn";

/** A tag as notes show it: its name on a tint of its colour, with a dot of the full colour. */
export function TagChip({ name, color, className }: { name: string; color: string; className?: string }) {
  return (
    <span
      style={{ "--tag": color } as CSSProperties}
      className={cn(
        "inline-flex max-w-full min-w-0 items-center gap-1.5 rounded-full border border-(--tag)/45 bg-(--tag)/15 px-2.5 py-0.5 text-sm font-medium",
        className,
      )}
    >
      <span aria-hidden className="size-2 shrink-0 rounded-full bg-(--tag)" />
      <span className="truncate">{name}</span>
    </span>
  );
}
