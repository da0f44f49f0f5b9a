import { PublicLayout } from "@/components/layout/public-layout";

export function ContactPage() {
  return (
    <PublicLayout>
      <h1>ContactPage</h1>
    </PublicLayout>
  );
}
