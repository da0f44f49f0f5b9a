import { Eye, EyeOff } from "lucide-react";
import { type ComponentProps, useState } from "react";
import { useTranslation } from "react-i18next";
import { FormField } from "@/components/form-field";
import { Button } from "@/components/ui/button";

/** A password input with a show/hide button, so people can check what they typed on a phone. */
export function PasswordField(props: Omit<ComponentProps<typeof FormField>, "type" | "trailing">) {
  const { t } = useTranslation("auth");
  const [isVisible, setIsVisible] = useState(false);
  const label = isVisible ? t("actions.hidePassword") : t("actions.showPassword");
  return (
    <FormField
      {...props}
      type={isVisible ? "text" : "password"}
      trailing={
        <Button
          type="button"
          variant="ghost"
          size="icon"
          className="size-8"
          aria-label={label}
          aria-pressed={isVisible}
          title={label}
          onClick={() => setIsVisible((visible) => !visible)}
        >
          {isVisible ? <EyeOff aria-hidden /> : <Eye aria-hidden />}
        </Button>
      }
    />
  );
}
