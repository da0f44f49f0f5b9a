// The theme feature's public entry: the provider the app wraps itself in, the hook, and the switch the
// headers compose (app/layout/header-controls.tsx). Re-exports only.
export { ThemeProvider, useTheme } from "./theme-provider";
export { ThemeToggle } from "./theme-toggle";
