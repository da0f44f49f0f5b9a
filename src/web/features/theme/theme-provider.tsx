import type { Theme } from "@shared/constants";
import { createContext, type ReactNode, useCallback, useContext, useMemo, useState } from "react";
import { readStoredTheme, toggleShownTheme } from "./theme-storage";

type ThemeContextValue = { theme: Theme; toggleTheme: () => void };

const ThemeContext = createContext<ThemeContextValue | null>(null);

export function ThemeProvider({ children }: { children: ReactNode }) {
  const [theme, setTheme] = useState<Theme>(readStoredTheme);
  // From the page's class, not this state: the boot module may have switched the theme on a prerendered
  // page after this state was read (app/takeover/static-controls.ts).
  const toggleTheme = useCallback(() => setTheme(toggleShownTheme()), []);
  const value = useMemo(() => ({ theme, toggleTheme }), [theme, toggleTheme]);
  return <ThemeContext.Provider value={value}>{children}</ThemeContext.Provider>;
}

export function useTheme(): ThemeContextValue {
  const value = useContext(ThemeContext);
  if (!value) throw new Error("useTheme must be used inside ThemeProvider");
  return value;
}
