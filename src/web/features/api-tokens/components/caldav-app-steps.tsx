import { useTranslation } from "react-i18next";

type StepValues = { server: string; url: string; email: string; list: string };

/** Each app's steps, in its own menu names in the language shown; `steps` are keys of arrays of texts. */
const APPS = [
  {
    id: "apple",
    parts: [
      { heading: "caldav.apple.iphone", steps: "caldav.apple.iphoneSteps" },
      { heading: "caldav.apple.mac", steps: "caldav.apple.macSteps" },
    ],
  },
  { id: "android", parts: [{ heading: null, steps: "caldav.android.steps" }] },
  { id: "thunderbird", parts: [{ heading: null, steps: "caldav.thunderbird.steps" }] },
  { id: "evolution", parts: [{ heading: null, steps: "caldav.evolution.steps" }] },
] as const;

const textsIn = (list: unknown): string[] => (Array.isArray(list) ? list.map(String) : []);

/**
 * How to add the account in each common task app, one folded section per app (a native disclosure: the
 * keyboard opens it, a screen reader says whether it is open), so the dialog stays short on a phone.
 * The steps name the address, user name and list as they are, so nothing needs translating in the head.
 */
export function CaldavAppSteps(values: StepValues) {
  const { t } = useTranslation("api-tokens");
  return (
    <section aria-labelledby="caldav-apps-title" className="grid gap-2">
      <h3 id="caldav-apps-title" className="text-sm font-semibold">
        {t("caldav.appsTitle")}
      </h3>
      <p className="text-sm text-muted-foreground">{t("caldav.appsIntro", { list: values.list })}</p>
      {APPS.map((app) => (
        <details key={app.id} className="rounded-lg border bg-background/40 text-sm">
          <summary className="cursor-pointer rounded-lg px-3 py-2 font-medium outline-none select-none focus-visible:ring-[3px] focus-visible:ring-ring/50">
            {t(`caldav.${app.id}.name`)}
          </summary>
          <div className="grid gap-3 border-t px-3 py-2">
            {app.parts.map((part) => (
              <div key={part.steps} className="grid gap-1">
                {part.heading ? <h4 className="font-medium">{t(part.heading)}</h4> : null}
                <ol className="list-decimal space-y-1 pl-5 text-pretty wrap-anywhere">
                  {textsIn(t(part.steps, { ...values, returnObjects: true })).map((step) => (
                    <li key={step}>{step}</li>
                  ))}
                </ol>
              </div>
            ))}
          </div>
        </details>
      ))}
    </section>
  );
}
