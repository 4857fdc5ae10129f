import { Form } from "react-router";
import type { profileCorrectionsOf } from "~/domain/safety/profile-corrections.server";
import { memberCode } from "~/forms/member-id";
import { GENDERS } from "~/forms/profile-options";
import { AdminTable, type AdminColumn } from "./AdminTable";
import { Field, hintIdFor } from "./Field";
import { useT, type Translate } from "./translate";

// The admin member page's correction of a member's gender and date of birth, which members cannot change
// themselves (docs/product-rules.md §3, §16): the form, and the corrections made so far.

type Correction = ReturnType<typeof profileCorrectionsOf>[number];

const correctionColumns = (t: Translate): AdminColumn<Correction>[] => {
  const fields = { gender: t("adminMember.gender"), dob: t("adminMember.dob") };
  // A gender is an option label; a date of birth stays as stored (YYYY-MM-DD).
  const value = (c: Correction, text: string) => (c.field === "gender" ? t(text) : text);
  return [
    { label: t("adminTable.whenUtc"), cell: (c) => c.createdAt.slice(0, 16).replace("T", " ") },
    { label: t("adminMember.field"), cell: (c) => fields[c.field] },
    { label: t("adminMember.was"), cell: (c) => value(c, c.oldValue) },
    { label: t("adminMember.now"), cell: (c) => value(c, c.newValue) },
    {
      label: t("adminMember.by"),
      cell: (c) => (c.admin ? `${c.admin.fullName} (${memberCode(c.admin.unqId)})` : t("adminStatus.formerAdmin")),
    },
  ];
};

export function AdminCorrectionSection({
  member,
  corrections,
}: {
  member: { gender: string; dob: string };
  corrections: Correction[];
}) {
  const t = useT();
  return (
    <section className="card" aria-labelledby="correction-heading">
      <h2 id="correction-heading">{t("adminMember.correctionHeading")}</h2>
      <p id="correction-note">{t("adminMember.correctionNote")}</p>
      <Form method="post" className="stack">
        <input type="hidden" name="intent" value="correct" />
        <div className="form-grid">
          <Field id="correct-gender" label={t("adminMember.gender")}>
            <select id="correct-gender" name="gender" defaultValue={member.gender} required>
              {GENDERS.map((gender) => (
                <option key={gender} value={gender}>
                  {t(gender)}
                </option>
              ))}
            </select>
          </Field>
          <Field id="correct-dob" label={t("adminMember.dob")} hint={t("adminMember.dobHint")}>
            <input
              id="correct-dob"
              name="dob"
              type="date"
              defaultValue={member.dob}
              required
              aria-describedby={hintIdFor("correct-dob")}
            />
          </Field>
        </div>
        <div>
          <button type="submit" className="button">
            {t("adminMember.saveCorrection")}
          </button>
        </div>
      </Form>
      <h3>{t("adminMember.historyHeading")}</h3>
      {corrections.length === 0 ? (
        <p>{t("adminMember.noCorrections")}</p>
      ) : (
        <AdminTable
          caption={t("adminMember.historyHeading")}
          columns={correctionColumns(t)}
          rows={corrections}
          rowKey={(_, index) => index}
        />
      )}
    </section>
  );
}
