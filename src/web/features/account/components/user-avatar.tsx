import { Avatar, AvatarFallback, AvatarImage } from "@/components/ui/avatar";
import type { SessionUser } from "@/lib/auth-client";
import { cn } from "@/lib/cn";
import { userInitials } from "../user-initials";

/** The user's profile picture, or their initials when there is none (or it fails to load). Decorative: name it nearby. */
export function UserAvatar({ user, className }: { user: SessionUser; className?: string }) {
  return (
    <Avatar className={cn("size-8", className)}>
      {user.image ? <AvatarImage src={user.image} alt="" className="object-cover" /> : null}
      <AvatarFallback aria-hidden className="bg-primary/15 font-semibold text-primary">
        {userInitials(user)}
      </AvatarFallback>
    </Avatar>
  );
}
