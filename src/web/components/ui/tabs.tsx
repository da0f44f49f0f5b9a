import { createContext, type KeyboardEvent, type ComponentProps as Props, useContext, useId } from "react";
import { cn } from "@/lib/cn";

/*
 * shadcn/ui's Tabs with the same parts, props, classes and data attributes, but without Radix Tabs:
 * with its roving-focus and collection helpers it was ≈ 7 KB (brotli) of /home's first load for one
 * row of three tabs (docs/decisions/014). The WAI-ARIA tabs pattern with automatic activation, as
 * Radix does it: one tab in the Tab order, arrow keys (wrapping), Home and End move and select, and
 * only the selected panel is mounted.
 */

type TabsContextValue = { baseId: string; value: string; select: (value: string) => void };

const TabsContext = createContext<TabsContextValue | null>(null);

function useTabs(part: string): TabsContextValue {
  const context = useContext(TabsContext);
  if (!context) throw new Error(`<${part}> must be inside <Tabs>`);
  return context;
}

const triggerId = (baseId: string, value: string) => `${baseId}-trigger-${value}`;
const contentId = (baseId: string, value: string) => `${baseId}-content-${value}`;

type TabsProps = Omit<Props<"div">, "onChange" | "defaultValue"> & {
  value: string;
  onValueChange: (value: string) => void;
};

function Tabs({ value, onValueChange, className, ...props }: TabsProps) {
  const baseId = useId();
  return (
    <TabsContext.Provider value={{ baseId, value, select: onValueChange }}>
      <div data-slot="tabs" data-orientation="horizontal" className={cn("flex flex-col gap-2", className)} {...props} />
    </TabsContext.Provider>
  );
}

const KEY_STEPS: Record<string, (index: number, count: number) => number> = {
  ArrowRight: (index, count) => (index + 1) % count,
  ArrowLeft: (index, count) => (index - 1 + count) % count,
  Home: () => 0,
  End: (_index, count) => count - 1,
};

/** Moves focus along the row; the focused tab selects itself (TabsTrigger's onFocus). */
function handleListKeyDown(event: KeyboardEvent<HTMLDivElement>) {
  const step = KEY_STEPS[event.key];
  if (!step || event.altKey || event.ctrlKey || event.metaKey) return;
  const tabs = [...event.currentTarget.querySelectorAll<HTMLButtonElement>("[role=tab]:not(:disabled)")];
  const index = tabs.indexOf(document.activeElement as HTMLButtonElement);
  if (index === -1) return;
  event.preventDefault();
  tabs[step(index, tabs.length)]?.focus();
}

function TabsList({ className, onKeyDown, ...props }: Props<"div">) {
  return (
    <div
      role="tablist"
      aria-orientation="horizontal"
      data-slot="tabs-list"
      className={cn(
        "bg-muted text-muted-foreground inline-flex h-9 w-fit items-center justify-center rounded-lg p-[3px]",
        className,
      )}
      onKeyDown={(event) => {
        onKeyDown?.(event);
        if (!event.defaultPrevented) handleListKeyDown(event);
      }}
      {...props}
    />
  );
}

function TabsTrigger({ value, className, onFocus, onClick, ...props }: Props<"button"> & { value: string }) {
  const tabs = useTabs("TabsTrigger");
  const isActive = tabs.value === value;
  return (
    <button
      type="button"
      role="tab"
      id={triggerId(tabs.baseId, value)}
      aria-selected={isActive}
      aria-controls={contentId(tabs.baseId, value)}
      data-state={isActive ? "active" : "inactive"}
      data-slot="tabs-trigger"
      tabIndex={isActive ? 0 : -1}
      onFocus={(event) => {
        onFocus?.(event);
        if (!isActive) tabs.select(value);
      }}
      onClick={(event) => {
        onClick?.(event);
        if (!isActive) tabs.select(value);
      }}
      className={cn(
        "data-[state=active]:bg-background dark:data-[state=active]:text-foreground focus-visible:border-ring focus-visible:ring-ring/50 focus-visible:outline-ring dark:data-[state=active]:border-input dark:data-[state=active]:bg-input/30 text-foreground dark:text-muted-foreground inline-flex h-[calc(100%-1px)] flex-1 items-center justify-center gap-1.5 rounded-md border border-transparent px-2 py-1 text-sm font-medium whitespace-nowrap transition-[color,box-shadow] focus-visible:ring-[3px] focus-visible:outline-1 disabled:pointer-events-none disabled:opacity-50 data-[state=active]:shadow-sm [&_svg]:pointer-events-none [&_svg]:shrink-0 [&_svg:not([class*='size-'])]:size-4",
        className,
      )}
      {...props}
    />
  );
}

/** The selected tab's panel; the others are not mounted (their lists load when chosen). */
function TabsContent({ value, className, ...props }: Props<"div"> & { value: string }) {
  const tabs = useTabs("TabsContent");
  if (tabs.value !== value) return null;
  return (
    <div
      role="tabpanel"
      id={contentId(tabs.baseId, value)}
      aria-labelledby={triggerId(tabs.baseId, value)}
      // biome-ignore lint/a11y/noNoninteractiveTabindex: the pattern's panel is a Tab stop (as Radix's), so Tab from the row reaches the list
      tabIndex={0}
      data-state="active"
      data-orientation="horizontal"
      data-slot="tabs-content"
      className={cn("flex-1 outline-none", className)}
      {...props}
    />
  );
}

export { Tabs, TabsContent, TabsList, TabsTrigger };
