import { useState } from "react";
import type { SessionUser } from "@/lib/auth-client";
import { cn } from "@/lib/cn";
import { userInitials } from "@/lib/user-initials";

/**
 * The user's profile picture, or their initials until it has loaded (and when there is none or it
 * fails to load). Decorative: name it nearby. Radix Avatar did the same; it sat in every page's first
 * load for the header's settings link (docs/decisions/014).
 */
export function UserAvatar({ user, className }: { user: SessionUser; className?: string }) {
  const [loadedImage, setLoadedImage] = useState<string | null>(null);
  const isImageShown = Boolean(user.image) && loadedImage === user.image;
  return (
    <span className={cn("relative flex size-8 shrink-0 overflow-hidden rounded-full", className)}>
      {user.image ? (
        <img
          src={user.image}
          alt=""
          onLoad={() => setLoadedImage(user.image ?? null)}
          className={cn("aspect-square size-full object-cover", !isImageShown && "hidden")}
        />
      ) : null}
      {isImageShown ? null : (
        <span
          aria-hidden
          className="flex size-full items-center justify-center rounded-full bg-primary/15 font-semibold text-primary"
        >
          {userInitials(user)}
        </span>
      )}
    </span>
  );
}
