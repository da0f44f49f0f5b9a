import { useTranslation } from "react-i18next";
import { type DayPart, dayPartOf } from "../day-part";
import { GreetingLine } from "./home-greeting";

const DAY_PARTS: DayPart[] = ["morning", "afternoon", "evening", "night"];

/** Stands for the first name in the greetings handed to the pre-paint script; no name contains it. */
export const NAME_PLACEHOLDER = "{{name}}";

/** What index.html's pre-paint script needs to write the greeting without the app: day part by hour, and the texts. */
export type PrePaintGreetingData = { parts: DayPart[]; texts: Record<string, string> };

/**
 * /home's greeting as the build prerenders it (app/prerender-home-frame.tsx): hidden and empty, with
 * the greetings of the page's language and the day part of every hour in a data attribute. The inline
 * script after #root in index.html fills in the hour's greeting with the name the server put in the
 * page (static/home-frame.ts) and shows it before the first paint, so the page's largest text needs no
 * JavaScript file (docs/decisions/016). Without a name (a visitor who is not signed in) it stays hidden.
 */
export function PrePaintGreeting() {
  const { t } = useTranslation("home");
  const texts: Record<string, string> = {};
  for (const part of DAY_PARTS) {
    texts[part] = t(`greeting.${part}`);
    texts[`${part}Named`] = t(`greeting.${part}Named`, { name: NAME_PLACEHOLDER });
  }
  const data: PrePaintGreetingData = { parts: Array.from({ length: 24 }, (_, hour) => dayPartOf(hour)), texts };
  return (
    <div data-pre-paint-greeting={JSON.stringify(data)} hidden>
      <GreetingLine heading="" time="" clockLabel={t("clock")} />
    </div>
  );
}
