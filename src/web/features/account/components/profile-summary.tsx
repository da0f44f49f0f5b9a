import type { SessionUser } from "@/lib/auth-client";
import { userDisplayName } from "@/lib/user-initials";
import { UserAvatar } from "./user-avatar";

/** Who is signed in: picture, name, e-mail and username, at the top of the settings menu. */
export function ProfileSummary({ user }: { user: SessionUser }) {
  const username = user.displayUsername || user.username;
  return (
    <div className="flex items-center gap-4">
      <UserAvatar user={user} className="size-14 text-lg ring-1 ring-border" />
      <div className="flex min-w-0 flex-col">
        <p className="truncate text-lg font-semibold">{userDisplayName(user)}</p>
        <p className="truncate text-sm text-muted-foreground">{user.email}</p>
        {username ? <p className="truncate text-sm text-muted-foreground">@{username}</p> : null}
      </div>
    </div>
  );
}
