import { Check } from "lucide-react";

type CompletionCircleProps = {
  isCompleted: boolean;
  /** "Mark 'X' as done" or "… as not done": says what pressing it does. */
  label: string;
  isDisabled?: boolean;
  onToggle: () => void;
};

/**
 * A task's round tick box: a real checkbox (Space toggles it, screen readers hear its state) drawn as
 * a circle, with a 44 px touch target.
 */
export function CompletionCircle({ isCompleted, label, isDisabled = false, onToggle }: CompletionCircleProps) {
  return (
    <span className="relative z-10 mt-0.5 flex size-6 shrink-0 items-center justify-center">
      <input
        type="checkbox"
        checked={isCompleted}
        aria-label={label}
        disabled={isDisabled}
        onChange={onToggle}
        className="peer absolute -inset-2.5 m-0 cursor-pointer appearance-none rounded-full opacity-0 disabled:cursor-default"
      />
      <span
        aria-hidden
        className="pointer-events-none flex size-6 items-center justify-center rounded-full border-2 border-muted-foreground/50 text-primary-foreground transition-colors peer-hover:border-primary peer-checked:border-primary peer-checked:bg-primary peer-focus-visible:ring-[3px] peer-focus-visible:ring-ring/50 peer-disabled:opacity-50"
      >
        {isCompleted ? <Check className="size-3.5" strokeWidth={3} /> : null}
      </span>
    </span>
  );
}
