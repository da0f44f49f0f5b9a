import { PublicLayout } from "@/components/layout/public-layout";

export function LandingPage() {
  return (
    <PublicLayout>
      <h1>LandingPage</h1>
    </PublicLayout>
  );
}
