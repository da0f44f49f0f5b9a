import { TAG_PALETTE } from "@shared/constants";
import { Check, ShoppingCart } from "lucide-react";
import { useTranslation } from "react-i18next";
import { cn } from "@/lib/cn";

type PreviewTask = { id: "first" | "second" | "third"; isDone: boolean; tag?: { key: string; color: string } };

const TASKS: PreviewTask[] = [
  { id: "first", isDone: true },
  { id: "second", isDone: false, tag: { key: "tagImportant", color: TAG_PALETTE[0] } },
  { id: "third", isDone: true, tag: { key: "tagHome", color: TAG_PALETTE[3] } },
];

/**
 * A small picture of the home screen, drawn with the app's own tokens so it follows the theme.
 * It is one image to assistive technology (role="img" with a label), not a list of fake tasks.
 */
export function AppPreview() {
  const { t } = useTranslation("marketing");
  return (
    <div role="img" aria-label={t("preview.label")} className="relative mx-auto w-full max-w-sm sm:max-w-md">
      <div aria-hidden className="absolute -inset-4 rounded-[2rem] bg-primary/20 blur-3xl" />
      <div className="relative flex flex-col gap-4 rounded-2xl border bg-card p-5 text-card-foreground shadow-xl">
        <div className="flex items-center justify-between">
          <p className="font-semibold">{t("preview.today")}</p>
          <p className="text-xs text-muted-foreground">{t("preview.progress")}</p>
        </div>
        <div className="h-2 overflow-hidden rounded-full bg-muted">
          <div className="h-full w-2/3 rounded-full bg-primary" />
        </div>
        <ul className="flex flex-col gap-2">
          {TASKS.map((task) => (
            <li key={task.id} className="flex items-center gap-3 rounded-lg border bg-background/60 px-3 py-2.5">
              <span
                className={cn(
                  "flex size-5 shrink-0 items-center justify-center rounded-full border-2",
                  task.isDone ? "border-primary bg-primary text-primary-foreground" : "border-muted-foreground/50",
                )}
              >
                {task.isDone ? <Check className="size-3" strokeWidth={3} /> : null}
              </span>
              <span
                className={cn("min-w-0 flex-1 truncate text-sm", task.isDone && "text-muted-foreground line-through")}
              >
                {t(`preview.tasks.${task.id}`)}
              </span>
              {task.tag ? (
                <span className="flex shrink-0 items-center gap-1.5 rounded-full border px-2 py-0.5 text-xs text-muted-foreground">
                  <span className="size-2 rounded-full" style={{ backgroundColor: task.tag.color }} />
                  {t(`preview.${task.tag.key}`)}
                </span>
              ) : null}
            </li>
          ))}
        </ul>
        <div className="flex items-center gap-3 rounded-lg bg-muted px-3 py-3">
          <ShoppingCart className="size-4 text-primary" />
          <span className="flex-1 text-sm font-medium">{t("preview.shopping")}</span>
          <span className="text-xs tabular-nums text-muted-foreground">{t("preview.shoppingCount")}</span>
        </div>
      </div>
    </div>
  );
}
