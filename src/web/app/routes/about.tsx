import { PublicLayout } from "@/components/layout/public-layout";

export function AboutPage() {
  return (
    <PublicLayout>
      <h1>AboutPage</h1>
    </PublicLayout>
  );
}
