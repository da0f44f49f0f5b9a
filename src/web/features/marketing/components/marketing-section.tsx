import type { ReactNode } from "react";
import { cn } from "@/lib/cn";

type MarketingSectionProps = {
  id: string;
  title: string;
  intro?: string;
  className?: string;
  children: ReactNode;
};

/** A titled band of a marketing page, named by its h2 so it is a landmark a screen reader can jump to. */
export function MarketingSection({ id, title, intro, className, children }: MarketingSectionProps) {
  const headingId = `${id}-title`;
  return (
    <section id={id} aria-labelledby={headingId} className={cn("scroll-mt-20 px-4 py-16 sm:py-20", className)}>
      <div className="mx-auto flex max-w-6xl flex-col gap-10">
        <div className="mx-auto flex max-w-2xl flex-col gap-3 text-center">
          <h2 id={headingId} className="text-2xl font-bold tracking-tight text-balance sm:text-3xl">
            {title}
          </h2>
          {intro ? <p className="text-muted-foreground text-pretty sm:text-lg">{intro}</p> : null}
        </div>
        {children}
      </div>
    </section>
  );
}
