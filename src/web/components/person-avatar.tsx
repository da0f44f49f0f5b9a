import type { Person } from "@shared/schemas/sharing";
import { useState } from "react";
import { cn } from "@/lib/cn";
import { userInitials } from "@/lib/user-initials";

type PersonAvatarProps = {
  person: Person;
  /** The shared list through which the picture is served (only to that list's people). */
  listId: string;
  className?: string;
};

/**
 * Another person of a shared list: their picture when they have one, else (and while it loads, or if
 * it fails) their initials. Decorative: name the person nearby.
 */
export function PersonAvatar({ person, listId, className }: PersonAvatarProps) {
  const [hasFailed, setHasFailed] = useState(false);
  const isPictureShown = person.hasAvatar && !hasFailed;
  return (
    <span
      aria-hidden
      className={cn(
        "relative flex size-6 shrink-0 items-center justify-center overflow-hidden rounded-full bg-primary/15 text-[0.625rem] font-semibold text-primary",
        className,
      )}
    >
      {userInitials({ ...person, email: "" })}
      {isPictureShown ? (
        <img
          src={`/api/shared-lists/${listId}/people/${person.id}/avatar`}
          alt=""
          loading="lazy"
          onError={() => setHasFailed(true)}
          className="absolute inset-0 size-full object-cover"
        />
      ) : null}
    </span>
  );
}
