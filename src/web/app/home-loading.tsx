import { useState } from "react";
import { AppFrameLoading } from "@/components/layout/app-frame-loading";
import { readUserMirror } from "@/features/account/user-mirror";
import { HomeGreeting } from "@/features/home/components/home-greeting";

/**
 * /home on a cold load while its code downloads: the greeting with the mirrored user's first name at
 * once (the page's largest text, so the phone paints it without waiting for the network), then the
 * screen, which draws the same heading from the session (docs/decisions/014, "/home"). Without a
 * mirrored user (first sign-in on this device) the usual loading frame.
 */
export function HomeLoading() {
  const [firstName] = useState(() => readUserMirror()?.firstName ?? null);
  return <AppFrameLoading heading={firstName === null ? undefined : <HomeGreeting firstName={firstName} />} />;
}
