import { Form } from "react-router";
import { GUARDIAN_SCOPES, type GuardianScope } from "~/forms/family-options";
import { useT } from "./translate";

// What of the member's conversations one guardian sees (docs/product-rules.md §32–33), a plain form that
// works without JavaScript: requests only, that conversations exist, or the conversations the other member
// lets guardians read.

const LABELS: Record<GuardianScope, string> = {
  requests: "guardianScope.requests",
  exist: "guardianScope.exist",
  conversations: "guardianScope.conversations",
};

export function GuardianScopeForm({ id, name, scope }: { id: number; name: string; scope: GuardianScope }) {
  const t = useT();
  return (
    <Form method="post" preventScrollReset>
      <input type="hidden" name="guardianId" value={id} />
      <fieldset className="choices">
        <legend>{t("guardianScope.legend", { name })}</legend>
        <div className="choices__options">
          {GUARDIAN_SCOPES.map((value) => (
            <div className="checkbox" key={value}>
              <input
                type="radio"
                id={`guardian-${id}-scope-${value}`}
                name="scope"
                value={value}
                defaultChecked={value === scope}
              />
              <label htmlFor={`guardian-${id}-scope-${value}`}>{t(LABELS[value])}</label>
            </div>
          ))}
        </div>
      </fieldset>
      <p>
        <button
          type="submit"
          name="intent"
          value="set-scope"
          className="button button--small button--outline"
          aria-label={t("guardianScope.saveLabel", { name })}
        >
          {t("guardianScope.save")}
        </button>
      </p>
    </Form>
  );
}
