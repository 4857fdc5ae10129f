import { Form, useNavigation } from "react-router";
import { DOCUMENT_TYPES, type DocumentType } from "~/forms/verification-options";
import { DOCUMENT_LABELS } from "~/forms/verification-words";
import { CheckStatus, type LatestCheck } from "./CheckStatus";
import { PictureField } from "./PictureField";
import { useT } from "./translate";

// "ID verification" on /settings/verification (docs/product-rules.md §39): the state, and while the member may send
// one, the documents accepted (the list is where the upload is, as the issue asks) and the upload itself.

const HINTS: Record<DocumentType, string> = {
  aadhaar: "verification.hintAadhaar",
  pan: "verification.hintPan",
  passport: "verification.hintPassport",
  "voter-id": "verification.hintVoterId",
  "driving-licence": "verification.hintDrivingLicence",
};

type Props = {
  verifiedAt: Date | string | null;
  documentType: DocumentType | null;
  latest: LatestCheck;
  mayUpload: boolean;
  /** The refusal of this form: its message, and the field it is about. */
  failed?: { error: string; field?: string };
};

export function IdCheckSection({ verifiedAt, documentType, latest, mayUpload, failed }: Props) {
  const t = useT();
  const navigation = useNavigation();
  const busy = navigation.state === "submitting" && navigation.formAction?.endsWith("intent=id");
  const typeError = failed?.field === "documentType" ? failed.error : undefined;
  const fileError = failed?.field === "document" ? failed.error : undefined;
  const formError = failed && !failed.field ? failed.error : undefined;
  const document = documentType ? t(DOCUMENT_LABELS[documentType]) : "";
  return (
    <section className="card stack" aria-labelledby="id-check-heading">
      <h2 id="id-check-heading">{t("verification.idHeading")}</h2>
      <CheckStatus
        verifiedAt={verifiedAt}
        latest={latest}
        verifiedText={(date) => t("verification.idVerifiedOn", { date, document })}
      />
      {mayUpload && (
        <Form method="post" action="?intent=id" encType="multipart/form-data" className="stack" noValidate>
          <p>{t("verification.idWhy")}</p>
          {formError && (
            <p className="form-error" role="alert">
              {formError}
            </p>
          )}
          <fieldset className={typeError ? "choices field--invalid" : "choices"} aria-describedby="document-type-error">
            <legend>{t("verification.documentType")}</legend>
            <ul className="document-types">
              {DOCUMENT_TYPES.map((type, i) => (
                <li key={type} className="checkbox">
                  <input
                    type="radio"
                    id={`document-type-${type}`}
                    name="documentType"
                    value={type}
                    aria-describedby={`document-type-${type}-hint`}
                    autoFocus={Boolean(typeError) && i === 0}
                  />
                  <label htmlFor={`document-type-${type}`}>
                    {t(DOCUMENT_LABELS[type])}
                    <span className="field__hint" id={`document-type-${type}-hint`}>
                      {t(HINTS[type])}
                    </span>
                  </label>
                </li>
              ))}
            </ul>
            <p className="field__error" id="document-type-error" aria-live="polite">
              {typeError}
            </p>
          </fieldset>
          <details className="masked-aadhaar">
            <summary>{t("verification.maskedHow")}</summary>
            <ol>
              <li>{t("verification.maskedStep1")}</li>
              <li>{t("verification.maskedStep2")}</li>
              <li>{t("verification.maskedStep3")}</li>
            </ol>
            <p>{t("verification.maskedCard")}</p>
          </details>
          <PictureField
            name="document"
            label={t("verification.documentPhoto")}
            hint={t("verification.documentPhotoHint")}
            error={fileError}
          />
          <button type="submit" className="button" disabled={busy}>
            {busy ? t("verification.sending") : t("verification.sendDocument")}
          </button>
        </Form>
      )}
    </section>
  );
}
