import { ArrowLeft } from "lucide-react";
import { Link } from "react-router";
import { Button } from "@/components/ui/button";
import { useLocalePath } from "@/lib/locale-context";

/** A fixed way back (the spec names the target, e.g. /home), in the current language. */
export function BackLink({ to, label }: { to: string; label: string }) {
  const localePath = useLocalePath();
  return (
    <Button asChild variant="ghost" size="sm" className="-ml-2 self-start text-muted-foreground hover:text-foreground">
      <Link to={localePath(to)}>
        <ArrowLeft aria-hidden />
        {label}
      </Link>
    </Button>
  );
}
