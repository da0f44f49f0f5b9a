import { Loader2, Send } from "lucide-react";
import { useState } from "react";
import { useTranslation } from "react-i18next";
import { SectionCard } from "@/components/section-card";
import { Button } from "@/components/ui/button";
import { useSendTest } from "../api/notification-settings";
import { reminderErrorText } from "../reminder-error-text";

type Outcome = { text: string; isProblem: boolean };

/** "Send a test": the way reminders come, now; the outcome stays on the screen, read out once. */
export function TestSection() {
  const { t } = useTranslation(["reminders", "errors"]);
  const sendTest = useSendTest();
  const [outcome, setOutcome] = useState<Outcome | null>(null);

  const handleSend = () => {
    setOutcome(null);
    sendTest.mutate(undefined, {
      onSuccess: (result) => {
        if (result.channel === "email") setOutcome({ text: t("test.sentEmail"), isProblem: false });
        else if (result.sent === 0) setOutcome({ text: t("test.notDelivered"), isProblem: true });
        else setOutcome({ text: t("test.sentPush", { count: result.sent }), isProblem: false });
      },
      onError: (error) => setOutcome({ text: reminderErrorText(t, error), isProblem: true }),
    });
  };

  return (
    <SectionCard title={t("test.title")} description={t("test.description")}>
      <Button
        variant="outline"
        className="self-start"
        onClick={handleSend}
        disabled={sendTest.isPending}
        aria-busy={sendTest.isPending}
      >
        {sendTest.isPending ? <Loader2 aria-hidden className="animate-spin" /> : <Send aria-hidden />}
        {sendTest.isPending ? t("test.sending") : t("test.send")}
      </Button>
      <p role="status" className={outcome?.isProblem ? "text-sm text-destructive" : "text-sm"}>
        {outcome?.text}
      </p>
    </SectionCard>
  );
}
