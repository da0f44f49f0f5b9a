import { useSession } from "../api/get-session";
import { PasskeysSection } from "./passkeys-section";
import { TwoFactorSection } from "./two-factor-section";

/** How this account signs in beyond the password: an authenticator app's codes, and passkeys. */
export function SignInSecurityPanel() {
  const user = useSession().data?.user;
  if (!user) return null;
  return (
    <>
      <TwoFactorSection email={user.email} isOn={user.twoFactorEnabled === true} />
      <PasskeysSection />
    </>
  );
}
