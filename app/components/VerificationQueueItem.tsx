import { Form, Link } from "react-router";
import type { DocumentType, Gesture } from "~/forms/verification-options";
import { REJECT_REASON_MAX } from "~/forms/verification-limits";
import { DOCUMENT_LABELS, GESTURE_LABELS } from "~/forms/verification-words";
import { memberCode } from "~/forms/member-id";
import { useT } from "./translate";

// One request of /admin/verification (docs/product-rules.md §39): the picture from its own never-cached address, a
// selfie beside the profile photo it must match, and two forms apart (Enter in the reason must never approve).

export type WaitingCheck = {
  id: number;
  kind: "id" | "photo";
  documentType: DocumentType | null;
  gesture: Gesture | null;
  forWomen: boolean;
  createdAt: Date | string;
  expiresAt: Date | string;
  publicId: string;
  unqId: number;
  fullName: string;
  photoId: string | null;
  profilePhoto: string | null;
};

/** A time isolated left to right: inside an Urdu sentence its parts swapped places. */
const utc = (time: Date | string) => `\u2066${new Date(time).toISOString().slice(0, 16).replace("T", " ")} UTC\u2069`;

/** `refused`: this request's rejection came back for its reason, with what was typed. */
export function VerificationQueueItem({
  check,
  refused,
}: {
  check: WaitingCheck;
  refused?: { reason: string; error: string };
}) {
  const t = useT();
  const name = check.fullName;
  const what =
    check.kind === "id" && check.documentType
      ? t("adminVerification.idOf", { document: t(DOCUMENT_LABELS[check.documentType]) })
      : t("adminVerification.selfieOf", { gesture: check.gesture ? t(GESTURE_LABELS[check.gesture]) : "" });
  const picture = `/admin/verification/${check.id}/image`;
  const reasonId = `reason-${check.id}`;
  return (
    <li className="card stack check-item">
      <h3>
        <Link to={`/admin/members/${check.publicId}`}>
          <bdi>{name}</bdi>
        </Link>{" "}
        · {memberCode(check.unqId)}
      </h3>
      <p>{what}</p>
      {check.documentType === "aadhaar" && <p className="notice">{t("adminVerification.aadhaarMasked")}</p>}
      <p className="field__hint">
        {t("adminVerification.sent", { time: utc(check.createdAt), expires: utc(check.expiresAt) })}
        {check.forWomen && ` · ${t("adminVerification.forWomen")}`}
      </p>
      <div className="check-item__pictures">
        <figure>
          <a href={picture} target="_blank" rel="noreferrer">
            <img
              src={picture}
              alt={
                check.kind === "id"
                  ? t("adminVerification.documentAlt", { name })
                  : t("adminVerification.selfieAlt", { name })
              }
            />
          </a>
          <figcaption>
            {check.kind === "id" ? t("adminVerification.document") : t("adminVerification.selfie")}
          </figcaption>
        </figure>
        {check.kind === "photo" && (
          <figure>
            {check.profilePhoto ? (
              <img src={check.profilePhoto} alt={t("adminVerification.profilePhotoAlt", { name })} />
            ) : (
              <p className="form-error">{t("adminVerification.noProfilePhoto")}</p>
            )}
            <figcaption>{t("adminVerification.profilePhoto")}</figcaption>
          </figure>
        )}
      </div>
      <div className="check-item__decisions">
        <Form method="post">
          <input type="hidden" name="requestId" value={check.id} />
          <input type="hidden" name="photoId" value={check.photoId ?? ""} />
          <button
            type="submit"
            name="intent"
            value="approve"
            className="button"
            aria-label={
              check.kind === "id"
                ? t("adminVerification.approveIdLabel", { name })
                : t("adminVerification.approvePhotoLabel", { name })
            }
          >
            {t("adminVerification.approve")}
          </button>
        </Form>
        <Form method="post" className="stack" noValidate>
          <input type="hidden" name="requestId" value={check.id} />
          <div className={refused ? "field field--invalid" : "field"}>
            <label htmlFor={reasonId}>{t("adminVerification.reason")}</label>
            <p className="field__hint" id={`${reasonId}-hint`}>
              {t("adminVerification.reasonHint")}
            </p>
            <input
              id={reasonId}
              name="reason"
              maxLength={REJECT_REASON_MAX}
              defaultValue={refused?.reason}
              aria-invalid={refused ? true : undefined}
              aria-describedby={`${reasonId}-hint ${reasonId}-error`}
              autoFocus={Boolean(refused)}
            />
            <p className="field__error" id={`${reasonId}-error`} aria-live="polite">
              {refused?.error}
            </p>
          </div>
          <button
            type="submit"
            name="intent"
            value="reject"
            className="button button--outline"
            aria-label={
              check.kind === "id"
                ? t("adminVerification.rejectIdLabel", { name })
                : t("adminVerification.rejectPhotoLabel", { name })
            }
          >
            {t("adminVerification.reject")}
          </button>
        </Form>
      </div>
    </li>
  );
}
