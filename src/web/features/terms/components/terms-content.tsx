import { FlaskConical } from "lucide-react";
import { useTranslation } from "react-i18next";
import { Link } from "react-router";
import { TranslationWithMarkup } from "@/components/translation-with-markup";
import { useLocalePath } from "@/lib/locale-context";

/** The six sections of the terms, in order; ids and paragraph keys are catalogue keys under `sections`. */
const SECTIONS = [
  { id: "operator", paragraphs: ["p1", "p2"] },
  { id: "data", paragraphs: ["p1", "p2", "p3"] },
  { id: "account", paragraphs: ["p1", "p2"] },
  { id: "use", paragraphs: ["p1"] },
  { id: "warranty", paragraphs: ["p1", "p2"] },
  { id: "changes", paragraphs: ["p1", "p2"] },
] as const;

const linkClass =
  "rounded-sm font-medium text-primary underline underline-offset-4 outline-none focus-visible:ring-[3px] focus-visible:ring-ring/50";

/** The beta notice: a note, not a section, so the page keeps exactly six h2 headings. */
export function TermsBetaNotice() {
  const { t } = useTranslation("terms");
  return (
    <div role="note" className="flex gap-3 rounded-xl border border-primary/30 bg-primary/10 p-4 sm:p-5">
      <FlaskConical aria-hidden className="mt-0.5 size-5 shrink-0 text-primary" />
      <p className="text-sm leading-relaxed">
        <strong className="font-semibold">{t("beta.title")}.</strong> {t("beta.text")}
      </p>
    </div>
  );
}

/** The terms of this installation: six numbered sections, each a landmark named by its h2. */
export function TermsSections() {
  const { t } = useTranslation("terms");
  const localePath = useLocalePath();
  return (
    <div className="flex flex-col gap-10">
      {SECTIONS.map(({ id, paragraphs }, index) => (
        <section key={id} aria-labelledby={`terms-${id}`} className="flex flex-col gap-3">
          <h2 id={`terms-${id}`} className="flex gap-3 text-xl font-semibold tracking-tight">
            <span className="text-primary tabular-nums">{index + 1}.</span>
            <span>{t(`sections.${id}.title`)}</span>
          </h2>
          {paragraphs.map((paragraph) => (
            <p key={paragraph} className="leading-relaxed text-muted-foreground">
              <TranslationWithMarkup
                t={t}
                i18nKey={`sections.${id}.${paragraph}`}
                components={{ contactLink: <Link to={localePath("/contact")} className={linkClass} /> }}
              />
            </p>
          ))}
        </section>
      ))}
    </div>
  );
}
