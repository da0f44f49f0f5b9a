import { type ReactNode, useEffect, useRef } from "react";
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from "@/components/ui/card";

type InvitationCardProps = {
  title: string;
  description?: ReactNode;
  /** A refusal is announced (role alert); an offer is not. */
  isRefusal?: boolean;
  children?: ReactNode;
};

/**
 * The invitation page's one card: its h1 takes the focus when the card's state changes (signed in,
 * refused …), so a screen reader reads the new state from its start rather than staying on a button
 * that is gone.
 */
export function InvitationCard({ title, description, isRefusal = false, children }: InvitationCardProps) {
  const headingRef = useRef<HTMLHeadingElement>(null);
  useEffect(() => {
    if (document.activeElement && document.activeElement !== document.body) headingRef.current?.focus();
  }, []);
  return (
    <div className="mx-auto flex w-full max-w-md flex-col gap-6 px-4 py-10 sm:py-16">
      <Card role={isRefusal ? "alert" : undefined}>
        <CardHeader>
          <CardTitle>
            <h1
              ref={headingRef}
              tabIndex={-1}
              className="text-2xl font-semibold tracking-tight text-balance outline-none"
            >
              {title}
            </h1>
          </CardTitle>
          {description ? <CardDescription className="text-pretty">{description}</CardDescription> : null}
        </CardHeader>
        {children ? <CardContent className="grid gap-3">{children}</CardContent> : null}
      </Card>
    </div>
  );
}
