import { type ReactNode, useId } from "react";
import { cn } from "@/lib/cn";

type SectionCardProps = {
  title: string;
  description?: ReactNode;
  /** A red border and title for actions that delete things. */
  isDanger?: boolean;
  children: ReactNode;
  className?: string;
};

/** A titled card for one part of a screen; the title is an h3 that names the section for screen readers. */
export function SectionCard({ title, description, isDanger = false, children, className }: SectionCardProps) {
  const headingId = useId();
  return (
    <section
      aria-labelledby={headingId}
      className={cn(
        "flex flex-col gap-4 rounded-xl border bg-card p-5 text-card-foreground shadow-sm sm:p-6",
        isDanger && "border-destructive/40",
        className,
      )}
    >
      <div className="flex flex-col gap-1.5">
        <h3 id={headingId} className={cn("font-semibold leading-tight", isDanger && "text-destructive")}>
          {title}
        </h3>
        {description ? <div className="text-sm text-muted-foreground text-pretty">{description}</div> : null}
      </div>
      {children}
    </section>
  );
}
