import type { TagColor } from "@shared/schemas/tag";
import { Check } from "lucide-react";
import { RadioGroup as RadioGroupPrimitive } from "radix-ui";
import type { CSSProperties } from "react";
import { useTranslation } from "react-i18next";
import { cn } from "@/lib/cn";
import { TAG_COLOR_CHOICES } from "../tag-colors";

type ColorSwatchesProps = {
  value: TagColor;
  onChange: (color: TagColor) => void;
  /** The accessible name of the group, e.g. "Colour". */
  label: string;
  disabled?: boolean;
};

/** The tag colours as a radio group: arrow keys move between swatches, each has a spoken name ("Red"). */
export function ColorSwatches({ value, onChange, label, disabled = false }: ColorSwatchesProps) {
  const { t } = useTranslation("tags");
  return (
    <RadioGroupPrimitive.Root
      aria-label={label}
      value={value}
      onValueChange={(color) => onChange(color as TagColor)}
      disabled={disabled}
      orientation="horizontal"
      className="grid max-w-xs grid-cols-9 gap-1.5 sm:flex sm:max-w-none sm:gap-2"
    >
      {TAG_COLOR_CHOICES.map(({ color, name }) => (
        <RadioGroupPrimitive.Item
          key={color}
          value={color}
          aria-label={t(`colors.${name}`)}
          title={t(`colors.${name}`)}
          style={{ "--swatch": color } as CSSProperties}
          className={cn(
            "flex aspect-square w-full max-w-8 items-center justify-center rounded-full sm:size-8 bg-(--swatch) text-white ring-offset-2 ring-offset-background transition-shadow outline-none",
            "hover:ring-2 hover:ring-(--swatch)/50 focus-visible:ring-[3px] focus-visible:ring-ring",
            "data-[state=checked]:ring-2 data-[state=checked]:ring-(--swatch) disabled:cursor-not-allowed disabled:opacity-50",
          )}
        >
          <RadioGroupPrimitive.Indicator>
            <Check aria-hidden className="size-4 drop-shadow-[0_1px_1px_rgb(0_0_0/0.5)]" strokeWidth={3} />
          </RadioGroupPrimitive.Indicator>
        </RadioGroupPrimitive.Item>
      ))}
    </RadioGroupPrimitive.Root>
  );
}
