import { Link, useActionData, useLoaderData } from "react-router";
import { IdCheckSection } from "~/components/IdCheckSection";
import { PhotoCheckSection } from "~/components/PhotoCheckSection";
import { matchesT, useT } from "~/components/translate";
import { useFocusAfterFailure } from "~/components/useFocusAfterFailure";
import { verificationAction, verificationLoader } from "./page.server";
import type { Route } from "./+types/route";

export const loader = verificationLoader;
export const action = verificationAction;

export const meta: Route.MetaFunction = ({ matches }) => [{ title: matchesT(matches)("verification.title") }];

/** The field to correct after a refusal; a form-level refusal (already waiting) has none. */
const FOCUS: Record<string, string> = { documentType: "document-type-aadhaar", document: "document", selfie: "selfie" };

export default function VerificationSettings() {
  const { id, photo } = useLoaderData<typeof loader>();
  const failed = useActionData<typeof action>();
  const t = useT();
  useFocusAfterFailure(failed?.field ? FOCUS[failed.field] : undefined, failed);
  return (
    <div className="page page--narrow stack">
      <p>
        <Link to="/settings">{t("verification.back")}</Link>
      </p>
      <h1>{t("verification.title")}</h1>
      <p>{t("verification.intro")}</p>
      <p className="field__hint">{t("verification.privacy")}</p>
      <IdCheckSection
        verifiedAt={id.verifiedAt}
        documentType={id.documentType}
        latest={id.latest ?? null}
        mayUpload={id.mayUpload}
        failed={failed?.intent === "id" ? failed : undefined}
      />
      <PhotoCheckSection
        verifiedAt={photo.verifiedAt}
        hasProfilePhoto={photo.hasProfilePhoto}
        latest={photo.latest ?? null}
        awaitingSelfie={photo.awaitingSelfie}
        mayStart={photo.mayStart}
        failed={failed?.intent === "selfie" || failed?.intent === "start-photo" ? failed : undefined}
      />
    </div>
  );
}
