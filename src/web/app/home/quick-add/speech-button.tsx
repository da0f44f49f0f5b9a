import type { Locale } from "@shared/constants";
import { Mic, MicOff } from "lucide-react";
import { type RefObject, useEffect, useRef, useState } from "react";
import { useTranslation } from "react-i18next";
import { showErrorToast } from "@/lib/show-error-toast";

/** The part of the Web Speech API used here (Chrome on Android and Safari ship it, Firefox does not). */
type Recognition = {
  lang: string;
  interimResults: boolean;
  maxAlternatives: number;
  onresult: ((event: { results: ArrayLike<ArrayLike<{ transcript: string }>> }) => void) | null;
  onerror: ((event: { error: string }) => void) | null;
  onend: (() => void) | null;
  start: () => void;
  stop: () => void;
};
type RecognitionConstructor = new () => Recognition;

function recognitionClass(): RecognitionConstructor | undefined {
  const speech = window as unknown as {
    SpeechRecognition?: RecognitionConstructor;
    webkitSpeechRecognition?: RecognitionConstructor;
  };
  return speech.SpeechRecognition ?? speech.webkitSpeechRecognition;
}

/** Errors that are the person's own doing (stopped, said nothing): no message for them. */
const QUIET_ERRORS = new Set(["aborted", "no-speech"]);

/**
 * A microphone beside the quick-add field where the browser offers speech recognition, in the page's
 * language (sk-SK, en-US): what is said is added to the field for the person to check, never sent on
 * its own. Not rendered where the browser has no recognition.
 */
export function SpeechButton({ input, locale }: { input: RefObject<HTMLInputElement | null>; locale: Locale }) {
  const { t } = useTranslation("quick-add");
  const [isListening, setIsListening] = useState(false);
  const recognition = useRef<Recognition | null>(null);
  useEffect(() => () => recognition.current?.stop(), []);
  const Recognition = recognitionClass();
  if (!Recognition) return null;

  const toggle = () => {
    if (recognition.current) return recognition.current.stop();
    const listening = new Recognition();
    listening.lang = locale === "sk" ? "sk-SK" : "en-US";
    listening.interimResults = false;
    listening.maxAlternatives = 1;
    listening.onresult = (event) => {
      const said = Array.from(event.results, (result) => result[0]?.transcript ?? "")
        .join(" ")
        .trim();
      const field = input.current;
      if (!field || said === "") return;
      field.value = field.value.trim() === "" ? said : `${field.value.trimEnd()} ${said}`;
      field.dispatchEvent(new Event("input", { bubbles: true }));
      field.focus();
    };
    listening.onerror = (event) => {
      if (!QUIET_ERRORS.has(event.error)) showErrorToast(t, "quick-add:speechFailed");
    };
    listening.onend = () => {
      recognition.current = null;
      setIsListening(false);
    };
    recognition.current = listening;
    setIsListening(true);
    listening.start();
  };

  const label = isListening ? t("stopSpeaking") : t("speak");
  return (
    <button
      type="button"
      onClick={toggle}
      aria-pressed={isListening}
      aria-label={label}
      title={label}
      className="inline-flex size-10 shrink-0 items-center justify-center rounded-md border border-input outline-none hover:bg-accent focus-visible:ring-[3px] focus-visible:ring-ring/50 aria-pressed:bg-accent"
    >
      {isListening ? <MicOff aria-hidden className="size-4" /> : <Mic aria-hidden className="size-4" />}
    </button>
  );
}
