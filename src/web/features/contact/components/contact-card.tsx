import { CircleAlert, type LucideIcon } from "lucide-react";
import { useId } from "react";

type ContactCardProps = {
  icon: LucideIcon;
  title: string;
  description: string;
  email: string | null;
  notSetMessage: string;
};

/** One way to reach someone: what it is for, and the address as a mailto link (or why there is none). */
export function ContactCard({ icon: Icon, title, description, email, notSetMessage }: ContactCardProps) {
  const headingId = useId();
  return (
    <section
      aria-labelledby={headingId}
      className="flex flex-col gap-4 rounded-xl border bg-card p-6 text-card-foreground shadow-sm"
    >
      <span className="flex size-10 items-center justify-center rounded-lg bg-primary/10 text-primary ring-1 ring-primary/20">
        <Icon aria-hidden className="size-5" />
      </span>
      <div className="flex flex-col gap-1">
        <h2 id={headingId} className="text-lg font-semibold">
          {title}
        </h2>
        <p className="text-sm text-muted-foreground">{description}</p>
      </div>
      {email ? (
        <a
          href={`mailto:${email}`}
          className="mt-auto self-start rounded-sm font-medium wrap-anywhere text-primary underline-offset-4 outline-none hover:underline focus-visible:ring-[3px] focus-visible:ring-ring/50"
        >
          {email}
        </a>
      ) : (
        <p className="mt-auto flex items-start gap-2 rounded-lg bg-muted px-3 py-2 text-sm text-muted-foreground">
          <CircleAlert aria-hidden className="mt-0.5 size-4 shrink-0" />
          <span>{notSetMessage}</span>
        </p>
      )}
    </section>
  );
}
