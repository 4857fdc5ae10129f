import { Form, Link, useNavigation } from "react-router";
import type { Gesture } from "~/forms/verification-options";
import { GESTURE_LABELS } from "~/forms/verification-words";
import { CheckStatus, type LatestCheck } from "./CheckStatus";
import { PictureField } from "./PictureField";
import { useT } from "./translate";

// "Photo verification" on /settings/verification (docs/product-rules.md §39): a selfie holding up a gesture chosen at
// random when the member starts, which a person compares with the profile photo. Without a profile photo there is
// nothing to compare: the page says so and leads to the profile.

type Props = {
  verifiedAt: Date | string | null;
  hasProfilePhoto: boolean;
  latest: (LatestCheck & { gesture: Gesture | null }) | null;
  awaitingSelfie: boolean;
  mayStart: boolean;
  failed?: { error: string; field?: string };
};

export function PhotoCheckSection({ verifiedAt, hasProfilePhoto, latest, awaitingSelfie, mayStart, failed }: Props) {
  const t = useT();
  const navigation = useNavigation();
  const sending = (intent: string) =>
    navigation.state === "submitting" && navigation.formAction?.endsWith(`intent=${intent}`);
  const fileError = failed?.field === "selfie" ? failed.error : undefined;
  const formError = failed && !failed.field ? failed.error : undefined;
  return (
    <section className="card stack" aria-labelledby="photo-check-heading" id="photo-check">
      <h2 id="photo-check-heading">{t("verification.photoHeading")}</h2>
      {!awaitingSelfie && (
        <CheckStatus
          verifiedAt={verifiedAt}
          latest={latest}
          verifiedText={(date) => t("verification.photoVerifiedOn", { date })}
        />
      )}
      {formError && (
        <p className="form-error" role="alert">
          {formError}
        </p>
      )}
      {!verifiedAt && !hasProfilePhoto && (
        <>
          <p>{t("verification.needsPhoto")}</p>
          <p>
            <Link to="/userProfile" className="button button--outline">
              {t("verification.addPhoto")}
            </Link>
          </p>
        </>
      )}
      {awaitingSelfie && latest?.gesture && (
        <Form method="post" action="?intent=selfie" encType="multipart/form-data" className="stack" noValidate>
          <div className="gesture" role="note" aria-labelledby="gesture-title">
            <p id="gesture-title">{t("verification.gestureTitle")}</p>
            <p className="gesture__words">{t(GESTURE_LABELS[latest.gesture])}</p>
            <p className="field__hint">{t("verification.gestureWhy")}</p>
          </div>
          <PictureField
            name="selfie"
            label={t("verification.selfie")}
            hint={t("verification.selfieHint")}
            error={fileError}
            accept="image/*"
            capture="user"
          />
          <button type="submit" className="button" disabled={sending("selfie")}>
            {sending("selfie") ? t("verification.sending") : t("verification.sendSelfie")}
          </button>
        </Form>
      )}
      {mayStart && (
        <Form method="post" action="?intent=start-photo" className="stack">
          <p>{t("verification.photoWhy")}</p>
          <button type="submit" className="button" disabled={sending("start-photo")}>
            {latest ? t("verification.startAgain") : t("verification.start")}
          </button>
        </Form>
      )}
    </section>
  );
}
