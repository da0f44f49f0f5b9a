import { Trash } from "lucide-react";
import type { Ref } from "react";
import { useTranslation } from "react-i18next";

/** Nothing in the trash: says so and what the trash is for. Focusable, so focus can land here after Clear All. */
export function EmptyTrash({ ref }: { ref?: Ref<HTMLDivElement> }) {
  const { t } = useTranslation("trash");
  return (
    <div
      ref={ref}
      tabIndex={-1}
      className="flex max-w-3xl flex-col items-center gap-2 rounded-xl border border-dashed px-6 py-12 text-center outline-none"
    >
      <span className="mb-1 flex size-12 items-center justify-center rounded-full bg-muted text-muted-foreground">
        <Trash aria-hidden className="size-6" />
      </span>
      <h2 className="font-medium">{t("empty.title")}</h2>
      <p className="max-w-md text-sm text-muted-foreground text-pretty">{t("empty.text")}</p>
    </div>
  );
}
