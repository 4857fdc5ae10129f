import { HONEYPOT_FIELD } from "~/forms/honeypot";
import { useCommonT } from "./translate";

/** A field people never see or fill; bots that fill every input give themselves away. */
export function HoneypotField() {
  const t = useCommonT();
  return (
    <div className="hp" aria-hidden="true">
      <label htmlFor={`${HONEYPOT_FIELD}-input`}>{t("honeypot.label")}</label>
      <input id={`${HONEYPOT_FIELD}-input`} name={HONEYPOT_FIELD} type="text" tabIndex={-1} autoComplete="off" />
    </div>
  );
}
