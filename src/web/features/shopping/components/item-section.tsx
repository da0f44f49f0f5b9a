import { type ReactNode, useId } from "react";

type ItemSectionProps = {
  title: string;
  count: number;
  /** Under the heading, e.g. how the groups can be arranged. */
  description?: string;
  /** A button beside the heading, for the whole section ("Clear bought items"). */
  action?: ReactNode;
  children: ReactNode;
};

/** A titled part of the list ("To buy", "Bought"), its heading naming it for screen readers. */
export function ItemSection({ title, count, description, action, children }: ItemSectionProps) {
  const headingId = useId();
  return (
    <section aria-labelledby={headingId} className="flex flex-col gap-2">
      <div className="flex flex-col gap-0.5 px-1">
        <div className="flex items-center justify-between gap-2">
          <h2 id={headingId} className="flex items-center gap-2 text-sm font-medium text-muted-foreground">
            {title}
            <span className="rounded-full bg-muted px-2 py-0.5 text-xs tabular-nums">{count}</span>
          </h2>
          {action}
        </div>
        {description ? <p className="text-xs text-muted-foreground text-pretty">{description}</p> : null}
      </div>
      {children}
    </section>
  );
}

/** The card that holds a run of item rows. */
export function ItemList({ children }: { children: ReactNode }) {
  return (
    <ul className="divide-y overflow-hidden rounded-xl border bg-card text-card-foreground shadow-sm">{children}</ul>
  );
}
