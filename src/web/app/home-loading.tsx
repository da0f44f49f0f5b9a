import { useState } from "react";
import { AppFrameLoading } from "@/app/layout/app-frame-loading";
import { readUserMirror } from "@/features/account/user-mirror";
import { HomeGreeting } from "@/features/home/components/home-greeting";
import { prePaintFirstName } from "@/features/home/pre-paint-name";

/**
 * /home on a cold load while its code downloads: the greeting at once (the page's largest text, so the
 * phone paints it without waiting for the network), then the screen, which draws the same heading from
 * the session (docs/decisions/014, "/home"). The name is the one the server put in the page, which the
 * pre-paint script has already shown (docs/decisions/016), else the mirrored user's. Without either
 * (first sign-in on this device) the usual loading frame.
 */
export function HomeLoading() {
  const [firstName] = useState(() => prePaintFirstName() ?? readUserMirror()?.firstName ?? null);
  return <AppFrameLoading heading={firstName === null ? undefined : <HomeGreeting firstName={firstName} />} />;
}
