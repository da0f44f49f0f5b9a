import type { ReactNode } from "react";
import { useTranslation } from "react-i18next";
import { useNow } from "@/lib/use-now";
import { dayPartOf } from "../day-part";

/** HH:mm without date-fns: the greeting also shows while /home's code downloads (app/home-loading.tsx). */
function clockTime(now: Date): string {
  return `${String(now.getHours()).padStart(2, "0")}:${String(now.getMinutes()).padStart(2, "0")}`;
}

/**
 * The greeting's markup, shared by the screen and by the frame painted before any script
 * (pre-paint-greeting.tsx), so both lay out the same and the page does not shift when the app takes over.
 */
export function GreetingLine({ heading, time, clockLabel }: { heading: ReactNode; time: string; clockLabel: string }) {
  return (
    <div className="mb-6 flex flex-wrap items-baseline justify-between gap-x-6 gap-y-1">
      <h1 className="text-2xl font-semibold tracking-tight text-balance wrap-anywhere sm:text-3xl">{heading}</h1>
      <p className="text-muted-foreground">
        <span className="sr-only">{clockLabel}: </span>
        <time dateTime={time} className="text-2xl font-medium tabular-nums sm:text-3xl">
          {time}
        </time>
      </p>
    </div>
  );
}

/** The screen's heading: good morning / afternoon / evening with the first name, and the clock (HH:mm). */
export function HomeGreeting({ firstName }: { firstName: string }) {
  const { t } = useTranslation("home");
  const now = useNow();
  const part = dayPartOf(now.getHours());
  const name = firstName.trim();
  return (
    <GreetingLine
      heading={name ? t(`greeting.${part}Named`, { name }) : t(`greeting.${part}`)}
      time={clockTime(now)}
      clockLabel={t("clock")}
    />
  );
}
