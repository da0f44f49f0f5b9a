import { useEffect, useId, useMemo } from "react";
import { cn } from "@/lib/cn";
import { onDemand } from "@/lib/on-demand";
import { useOnDemand } from "@/lib/use-on-demand";
import { markdownClass } from "./markdown-class";

/** markdown-it and its rules (render-markdown.ts), a chunk of its own: loaded when a note shows rendered. */
const renderer = onDemand(() => import("./render-markdown"));

/** Starts loading the renderer (a note about to open), quiet on failure: the view asks again. */
export function preloadMarkdown(): void {
  renderer.load().catch(() => undefined);
}

/**
 * A note's content rendered from Markdown. Until the renderer is in (a moment, the first time), the
 * text shows as written; it is never put into the page as HTML but through render-markdown.ts.
 */
export function MarkdownView({ text, className }: { text: string; className?: string }) {
  const idPrefix = useId();
  const { module, load } = useOnDemand(renderer);
  useEffect(() => {
    if (!module) void load();
  }, [module, load]);
  const html = useMemo(() => module?.renderMarkdown(text, { idPrefix }), [module, text, idPrefix]);
  if (html === undefined)
    return (
      <div aria-busy className={cn("text-sm whitespace-pre-line wrap-anywhere", className)}>
        {text}
      </div>
    );
  // biome-ignore lint/security/noDangerouslySetInnerHtml: render-markdown.ts escapes all HTML of the note and refuses unsafe links (its tests).
  return <div className={cn(markdownClass, className)} dangerouslySetInnerHTML={{ __html: html }} />;
}
