import { HONEYPOT_FIELD } from "~/forms/honeypot";

/** A field people never see or fill; bots that fill every input give themselves away. */
export function HoneypotField() {
  return (
    <div className="hp" aria-hidden="true">
      <label htmlFor={`${HONEYPOT_FIELD}-input`}>Leave this empty</label>
      <input id={`${HONEYPOT_FIELD}-input`} name={HONEYPOT_FIELD} type="text" tabIndex={-1} autoComplete="off" />
    </div>
  );
}
