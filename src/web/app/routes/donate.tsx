import { PublicLayout } from "@/components/layout/public-layout";

export function DonatePage() {
  return (
    <PublicLayout>
      <h1>DonatePage</h1>
    </PublicLayout>
  );
}
