import type { LucideIcon } from "lucide-react";
import type { ReactNode } from "react";

/** The top of a public content page: an icon badge, the page's one h1, and an optional lead paragraph. */
export function PageHeader({ icon: Icon, title, children }: { icon: LucideIcon; title: string; children?: ReactNode }) {
  return (
    <header className="flex flex-col gap-4">
      <span className="flex size-12 items-center justify-center rounded-xl bg-primary/10 text-primary ring-1 ring-primary/20">
        <Icon aria-hidden className="size-6" />
      </span>
      <h1 className="text-3xl font-bold tracking-tight text-balance sm:text-4xl">{title}</h1>
      {children ? (
        <div className="flex flex-col gap-3 text-lg text-muted-foreground text-pretty">{children}</div>
      ) : null}
    </header>
  );
}
