import { Trash } from "lucide-react";
import type { Ref } from "react";
import { useTranslation } from "react-i18next";
import { EmptyPageState } from "@/components/empty-page-state";

/** Nothing in the trash: says so and what the trash is for. */
export function EmptyTrash({ ref }: { ref?: Ref<HTMLDivElement> }) {
  const { t } = useTranslation("trash");
  return <EmptyPageState ref={ref} icon={Trash} title={t("empty.title")} text={t("empty.text")} />;
}
