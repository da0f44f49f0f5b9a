import type { LucideIcon } from "lucide-react";

/** What an empty list says: its icon, a title and how to start (a tab, a shopping list, quick notes, Today). */
export function EmptyState({ icon: Icon, title, text }: { icon: LucideIcon; title: string; text: string }) {
  return (
    <div className="flex flex-col items-center gap-2 rounded-xl border border-dashed px-6 py-10 text-center">
      <span className="mb-1 flex size-11 items-center justify-center rounded-full bg-primary/10 text-primary">
        <Icon aria-hidden className="size-5" />
      </span>
      <p className="font-medium">{title}</p>
      <p className="max-w-sm text-sm text-pretty text-muted-foreground">{text}</p>
    </div>
  );
}
