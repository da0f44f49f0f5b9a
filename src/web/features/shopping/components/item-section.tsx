import { type ReactNode, useId } from "react";

type ItemSectionProps = { title: string; count: number; children: ReactNode };

/** A titled group of items ("To buy", "Bought"), its heading naming the list for screen readers. */
export function ItemSection({ title, count, children }: ItemSectionProps) {
  const headingId = useId();
  return (
    <section aria-labelledby={headingId} className="flex flex-col gap-2">
      <h2 id={headingId} className="flex items-center gap-2 px-1 text-sm font-medium text-muted-foreground">
        {title}
        <span className="rounded-full bg-muted px-2 py-0.5 text-xs tabular-nums">{count}</span>
      </h2>
      <ul className="divide-y overflow-hidden rounded-xl border bg-card text-card-foreground shadow-sm">{children}</ul>
    </section>
  );
}
