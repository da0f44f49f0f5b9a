import { ArrowRight } from "lucide-react";
import { useId } from "react";
import { Link } from "react-router";
import { BrandMark } from "@/components/layout/brand-mark";
import { Button } from "@/components/ui/button";
import { useLocalePath } from "@/lib/locale-context";

type SignUpCtaProps = {
  title: string;
  text: string;
  actionLabel: string;
  /** Where the button goes: sign-up, or /home for someone already signed in. */
  actionTo?: string;
};

/** The closing band of a marketing page: one sentence of encouragement and the button to sign up. */
export function SignUpCta({ title, text, actionLabel, actionTo = "/auth?mode=signup" }: SignUpCtaProps) {
  const localePath = useLocalePath();
  const headingId = useId();
  return (
    <section aria-labelledby={headingId} className="px-4 pb-20">
      <div className="relative mx-auto flex max-w-4xl flex-col items-center gap-5 overflow-hidden rounded-2xl border bg-card px-6 py-12 text-center shadow-sm sm:px-12">
        <div
          aria-hidden
          className="pointer-events-none absolute inset-0 bg-radial-[at_50%_0%] from-primary/15 via-transparent to-transparent"
        />
        <BrandMark className="relative size-12" />
        <h2 id={headingId} className="relative text-2xl font-bold tracking-tight text-balance sm:text-3xl">
          {title}
        </h2>
        <p className="relative max-w-xl text-muted-foreground text-pretty">{text}</p>
        <Button asChild size="lg" className="relative w-full sm:w-auto">
          <Link to={localePath(actionTo)}>
            {actionLabel}
            <ArrowRight aria-hidden />
          </Link>
        </Button>
      </div>
    </section>
  );
}
