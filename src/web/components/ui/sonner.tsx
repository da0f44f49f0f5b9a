import { Toaster as Sonner, type ToasterProps } from "sonner";
import { useTheme } from "@/features/theme/theme-provider";

/** shadcn/ui's toaster, themed by Poriadok's own theme state instead of next-themes. */
function Toaster(props: ToasterProps) {
  const { theme } = useTheme();
  return (
    <Sonner
      theme={theme}
      className="toaster group"
      richColors
      closeButton
      style={
        {
          "--normal-bg": "var(--popover)",
          "--normal-text": "var(--popover-foreground)",
          "--normal-border": "var(--border)",
        } as React.CSSProperties
      }
      {...props}
    />
  );
}

export { Toaster };
