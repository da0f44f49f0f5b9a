import { useParams } from "react-router";
import { PublicLayout } from "@/app/layout/public-layout";
import { InvitationScreen } from "@/features/sharing/components/invitation-screen";

/** /invitations/:token — an invitation to a shared shopping list, signed in or not (issue 13). */
export function InvitationPage() {
  const token = useParams().token ?? "";
  return (
    <PublicLayout>
      <InvitationScreen key={token} token={token} />
    </PublicLayout>
  );
}
