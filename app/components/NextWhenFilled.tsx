import { useEffect, useState } from "react";
import { useT } from "./translate";

/**
 * A wizard's Next button for the form `formId`, placed outside it (the `form` attribute ties them, with
 * JavaScript off too). With JavaScript it stays disabled, with "Please fill all mandatory fields.",
 * until every required field of that form has a value. It lives outside the form so that it works
 * from the first paint, while the form's own code waits for the first touch (decision 006).
 */
export function NextWhenFilled({ formId, intent }: { formId: string; intent: string }) {
  const t = useT();
  const [filled, setFilled] = useState(true);
  useEffect(() => {
    // Native listeners: React does not deliver events from a form it has not hydrated yet.
    const check = () => {
      const form = document.getElementById(formId);
      if (!(form instanceof HTMLFormElement)) return;
      const required = Array.from(form.querySelectorAll<HTMLInputElement | HTMLSelectElement>("[required]"));
      setFilled(required.every((el) => el.value.trim() !== ""));
    };
    check();
    document.addEventListener("input", check);
    document.addEventListener("change", check);
    return () => {
      document.removeEventListener("input", check);
      document.removeEventListener("change", check);
    };
  }, [formId]);
  return (
    <>
      {!filled && <p className="field__hint">{t("signup.fillAll")}</p>}
      <div className="wizard-actions">
        <button type="submit" form={formId} name="intent" value={intent} className="button" disabled={!filled}>
          {t("signup.next")}
        </button>
      </div>
    </>
  );
}
