import { ArrowLeft, type LucideIcon } from "lucide-react";
import { type ReactNode, useEffect, useId, useRef } from "react";
import { useTranslation } from "react-i18next";
import { Button } from "@/components/ui/button";
import { cn } from "@/lib/cn";

type SettingsSubviewProps = {
  title: string;
  description?: ReactNode;
  icon: LucideIcon;
  isDanger?: boolean;
  /** Move focus to the heading when opened from the menu, so a screen reader starts reading here. */
  isFocusedOnOpen: boolean;
  onBack: () => void;
  children: ReactNode;
};

/** One settings subview: a back action to the menu, its heading and its content. */
export function SettingsSubview({
  title,
  description,
  icon: Icon,
  isDanger = false,
  isFocusedOnOpen,
  onBack,
  children,
}: SettingsSubviewProps) {
  const { t } = useTranslation("common");
  const headingId = useId();
  const headingRef = useRef<HTMLHeadingElement>(null);

  // biome-ignore lint/correctness/useExhaustiveDependencies: only when the subview opens, not on later renders
  useEffect(() => {
    if (isFocusedOnOpen) headingRef.current?.focus();
  }, []);

  return (
    <section aria-labelledby={headingId} className="flex flex-col gap-6">
      <div className="flex flex-col gap-3">
        <Button
          variant="ghost"
          size="sm"
          onClick={onBack}
          className="-ml-2 self-start text-muted-foreground hover:text-foreground"
        >
          <ArrowLeft aria-hidden />
          {t("actions.back")}
        </Button>
        <div className="flex items-start gap-3">
          <span
            className={cn(
              "flex size-10 shrink-0 items-center justify-center rounded-lg",
              isDanger ? "bg-destructive/10 text-destructive" : "bg-primary/10 text-primary",
            )}
          >
            <Icon aria-hidden className="size-5" />
          </span>
          <div className="flex min-w-0 flex-col gap-1">
            <h2
              id={headingId}
              ref={headingRef}
              tabIndex={-1}
              className="text-xl font-semibold tracking-tight outline-none"
            >
              {title}
            </h2>
            {description ? <p className="text-sm text-muted-foreground text-pretty">{description}</p> : null}
          </div>
        </div>
      </div>
      {children}
    </section>
  );
}
