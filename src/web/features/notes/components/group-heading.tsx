import type { ReactNode } from "react";

/**
 * A section heading of a tab's list with its count in a badge. Screen readers hear the count in
 * words ("Upcoming, 2 tasks"); the badge is for the eye.
 */
export function GroupHeading({
  id,
  icon,
  title,
  count,
  countLabel,
}: {
  id: string;
  /** A decorative mark before the title (aria-hidden). */
  icon?: ReactNode;
  title: string;
  count: number;
  countLabel: string;
}) {
  return (
    <h2
      id={id}
      aria-label={`${title}, ${countLabel}`}
      className="flex items-center gap-2 text-sm font-semibold wrap-anywhere"
    >
      {icon}
      {title}
      <span
        aria-hidden
        className="rounded-full bg-muted px-2 py-0.5 text-xs font-medium tabular-nums text-muted-foreground"
      >
        {count}
      </span>
    </h2>
  );
}
