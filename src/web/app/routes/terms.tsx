import { PublicLayout } from "@/components/layout/public-layout";

export function TermsPage() {
  return (
    <PublicLayout>
      <h1>TermsPage</h1>
    </PublicLayout>
  );
}
