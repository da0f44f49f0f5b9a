import { BadgeCheck, Globe, HandHeart, type LucideIcon, MessageCircleHeart, Server, Smartphone } from "lucide-react";
import { useTranslation } from "react-i18next";

const REASONS: { id: string; icon: LucideIcon }[] = [
  { id: "ownServer", icon: Server },
  { id: "focused", icon: BadgeCheck },
  { id: "free", icon: HandHeart },
  { id: "languages", icon: Globe },
  { id: "anywhere", icon: Smartphone },
  { id: "listening", icon: MessageCircleHeart },
];

/** The "Why choose Poriadok" reasons of the about page. Titles are h3: place it under an h2. */
export function WhyChoose() {
  const { t } = useTranslation("marketing");
  return (
    <ul className="grid gap-x-8 gap-y-8 sm:grid-cols-2 lg:grid-cols-3">
      {REASONS.map(({ id, icon: Icon }) => (
        <li key={id} className="flex gap-4">
          <span className="flex size-10 shrink-0 items-center justify-center rounded-full bg-primary text-primary-foreground">
            <Icon aria-hidden className="size-5" />
          </span>
          <div className="flex flex-col gap-1">
            <h3 className="font-semibold">{t(`about.why.${id}.title`)}</h3>
            <p className="text-sm leading-relaxed text-muted-foreground">{t(`about.why.${id}.description`)}</p>
          </div>
        </li>
      ))}
    </ul>
  );
}
