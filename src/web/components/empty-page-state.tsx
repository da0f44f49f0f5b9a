import type { LucideIcon } from "lucide-react";
import type { Ref } from "react";

type EmptyPageStateProps = { icon: LucideIcon; title: string; text: string; ref?: Ref<HTMLDivElement> };

/**
 * A page with nothing in it (the trash, the archive): says so and what the page is for. Focusable, so focus
 * can land here once the last entry has gone (after Clear All, or the last Unarchive).
 */
export function EmptyPageState({ icon: Icon, title, text, ref }: EmptyPageStateProps) {
  return (
    <div
      ref={ref}
      tabIndex={-1}
      className="flex max-w-3xl flex-col items-center gap-2 rounded-xl border border-dashed px-6 py-12 text-center outline-none"
    >
      <span className="mb-1 flex size-12 items-center justify-center rounded-full bg-muted text-muted-foreground">
        <Icon aria-hidden className="size-6" />
      </span>
      <h2 className="font-medium">{title}</h2>
      <p className="max-w-md text-sm text-muted-foreground text-pretty">{text}</p>
    </div>
  );
}
