import {
  CalendarDays,
  ListChecks,
  type LucideIcon,
  MonitorSmartphone,
  Moon,
  RefreshCw,
  ShieldCheck,
  Smartphone,
  Tags,
} from "lucide-react";
import { useTranslation } from "react-i18next";

/** The eight marketing features of spec section 1, in the spec's order; ids are catalogue keys. */
const FEATURES: { id: string; icon: LucideIcon }[] = [
  { id: "tasks", icon: ListChecks },
  { id: "quickNotes", icon: CalendarDays },
  { id: "tags", icon: Tags },
  { id: "devices", icon: MonitorSmartphone },
  { id: "sync", icon: RefreshCw },
  { id: "mobile", icon: Smartphone },
  { id: "darkMode", icon: Moon },
  { id: "secure", icon: ShieldCheck },
];

/** The feature cards shared by the landing and about pages. Titles are h3: place it under an h2. */
export function FeatureCards() {
  const { t } = useTranslation("marketing");
  return (
    <ul className="grid gap-4 sm:grid-cols-2 lg:grid-cols-4">
      {FEATURES.map(({ id, icon: Icon }) => (
        <li
          key={id}
          className="flex gap-4 rounded-xl border bg-card p-5 text-card-foreground shadow-sm transition-colors hover:border-primary/40 sm:flex-col sm:gap-3"
        >
          <span className="flex size-10 shrink-0 items-center justify-center rounded-lg bg-primary/10 text-primary ring-1 ring-primary/20">
            <Icon aria-hidden className="size-5" />
          </span>
          <div className="flex flex-col gap-1.5 sm:gap-2">
            <h3 className="font-semibold">{t(`features.${id}.title`)}</h3>
            <p className="text-sm leading-relaxed text-muted-foreground">{t(`features.${id}.description`)}</p>
          </div>
        </li>
      ))}
    </ul>
  );
}
