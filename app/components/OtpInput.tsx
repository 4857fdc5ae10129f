import { useEffect, useRef, useState } from "react";
import { useT } from "./translate";
import { useHydrated } from "./useHydrated";

const LENGTH = 6;

/**
 * Without JavaScript: one numeric field. With it: one box per digit that moves
 * forward as you type and back on Backspace; the boxes fill a hidden field.
 * It is always a code dialog's only field, so it takes the focus when the
 * dialog opens (autoFocus: without JavaScript too).
 */
export function OtpInput({ name = "otp", errorId, invalid }: { name?: string; errorId?: string; invalid?: boolean }) {
  const enhanced = useHydrated();
  const t = useT();
  const [digits, setDigits] = useState<string[]>(Array(LENGTH).fill(""));
  const boxes = useRef<(HTMLInputElement | null)[]>([]);
  // The single field may take focus (a dialog focuses it) just before the boxes replace it:
  // the first box then takes the focus over.
  const singleHadFocus = useRef(false);
  useEffect(() => {
    if (enhanced && singleHadFocus.current) boxes.current[0]?.focus();
  }, [enhanced]);

  if (!enhanced) {
    return (
      <input
        id={`${name}-input`}
        name={name}
        inputMode="numeric"
        autoComplete="one-time-code"
        pattern="[0-9]*"
        maxLength={LENGTH}
        required
        aria-invalid={invalid || undefined}
        aria-describedby={errorId}
        autoFocus
        data-autofocus
        onFocus={() => (singleHadFocus.current = true)}
        className="otp-single"
      />
    );
  }

  function setDigit(index: number, value: string) {
    const clean = value.replace(/\D/g, "");
    if (clean.length > 1) {
      // A pasted or auto-filled code fills the boxes from here.
      const next = [...digits];
      clean
        .slice(0, LENGTH - index)
        .split("")
        .forEach((d, i) => (next[index + i] = d));
      setDigits(next);
      boxes.current[Math.min(index + clean.length, LENGTH - 1)]?.focus();
      return;
    }
    const next = [...digits];
    next[index] = clean;
    setDigits(next);
    if (clean && index < LENGTH - 1) boxes.current[index + 1]?.focus();
  }

  return (
    <div className="otp-boxes" role="group" aria-labelledby={`${name}-label`} aria-describedby={errorId}>
      <input type="hidden" name={name} value={digits.join("")} />
      {digits.map((digit, index) => (
        <input
          key={index}
          ref={(el) => {
            boxes.current[index] = el;
          }}
          id={index === 0 ? `${name}-input` : undefined}
          value={digit}
          onChange={(event) => setDigit(index, event.target.value)}
          onKeyDown={(event) => {
            if (event.key === "Backspace" && !digit && index > 0) boxes.current[index - 1]?.focus();
          }}
          inputMode="numeric"
          autoComplete={index === 0 ? "one-time-code" : "off"}
          maxLength={index === 0 ? LENGTH : 1}
          aria-label={t("otp.digit", { number: index + 1 })}
          aria-invalid={invalid || undefined}
          data-autofocus={index === 0 ? true : undefined}
        />
      ))}
    </div>
  );
}
