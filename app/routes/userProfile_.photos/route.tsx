import { Form, Link, useActionData, useLoaderData, useNavigation } from "react-router";
import { photoSources } from "~/components/MemberPhoto";
import { matchesT, useT } from "~/components/translate";
import { myPhotosAction, myPhotosLoader, type PhotosRefusal } from "./page.server";
import type { Route } from "./+types/route";

export const loader = myPhotosLoader;
export const action = myPhotosAction;

export const meta: Route.MetaFunction = ({ matches }) => [{ title: matchesT(matches)("myPhotos.title") }];

type Shown = { photoId: string; image: string; awaitingApproval: boolean };

/** One photo as its owner sees it, with "Awaiting approval" while an administrator has not yet seen it (§30). */
function OwnPhoto({ photo, label }: { photo: Shown; label: string }) {
  const t = useT();
  return (
    <figure className="my-photo">
      <img {...photoSources(photo.image, "10rem")} alt={label} width={200} height={200} decoding="async" />
      <figcaption>
        {label}
        {photo.awaitingApproval && <span className="my-photo__waiting"> · {t("myPhotos.awaitingApproval")}</span>}
      </figcaption>
    </figure>
  );
}

/** Make main and Remove under one of the other photos; a refusal of either is shown under them. */
function PhotoButtons({ photoId, label, failed }: { photoId: string; label: string; failed?: PhotosRefusal }) {
  const t = useT();
  const error = failed && failed.intent !== "add" && failed.photoId === photoId ? failed.error : undefined;
  return (
    <div className="my-photo__actions">
      <Form method="post" action="?intent=main">
        <input type="hidden" name="photoId" value={photoId} />
        <button type="submit" className="button button--small button--outline">
          {t("myPhotos.makeMain")}
          <span className="visually-hidden">: {label}</span>
        </button>
      </Form>
      <Form method="post" action="?intent=remove">
        <input type="hidden" name="photoId" value={photoId} />
        <button type="submit" className="button button--small button--outline">
          {t("myPhotos.remove")}
          <span className="visually-hidden">: {label}</span>
        </button>
      </Form>
      {error && (
        <p className="form-error" role="alert">
          {error}
        </p>
      )}
    </div>
  );
}

export default function MyPhotos() {
  const { main, extras, visibility, maxExtra } = useLoaderData<typeof loader>();
  const failed = useActionData<typeof action>() as PhotosRefusal | undefined;
  const navigation = useNavigation();
  const t = useT();
  const busy = navigation.state === "submitting" && navigation.formAction?.endsWith("intent=add");
  const fileError = failed?.intent === "add" ? failed.error : undefined;
  return (
    <div className="page page--narrow stack">
      <p>
        <Link to="/userProfile">{t("myPhotos.back")}</Link>
      </p>
      <h1>{t("myPhotos.title")}</h1>
      <p>{t("myPhotos.intro", { max: maxExtra + 1 })}</p>
      <p>
        {t(`myPhotos.visibility.${visibility}`)}{" "}
        <Link to="/settings#photo-visibility-heading">{t("myPhotos.changeVisibility")}</Link>
      </p>
      {main ? (
        <ul className="my-photos">
          <li>
            <OwnPhoto photo={main} label={t("myPhotos.main")} />
          </li>
          {extras.map((photo, index) => {
            const label = t("myPhotos.number", { number: index + 2 });
            return (
              <li key={photo.photoId}>
                <OwnPhoto photo={photo} label={label} />
                <PhotoButtons photoId={photo.photoId} label={label} failed={failed} />
              </li>
            );
          })}
        </ul>
      ) : (
        <p>
          {t("myPhotos.noMain")} <Link to="/userProfile?edit=1">{t("userProfile.editProfile")}</Link>
        </p>
      )}
      {main && extras.length < maxExtra && (
        <Form method="post" action="?intent=add" encType="multipart/form-data" className="card stack" noValidate>
          <div className={fileError ? "field field--invalid" : "field"}>
            <label htmlFor="photo">{t("myPhotos.add")}</label>
            <p className="field__hint" id="photo-hint">
              {t("myPhotos.addHint")}
            </p>
            <input
              id="photo"
              name="photo"
              type="file"
              accept="image/jpeg,image/png,image/webp,image/gif"
              aria-describedby="photo-hint photo-error"
              aria-invalid={fileError ? true : undefined}
              autoFocus={Boolean(fileError)}
            />
            <p className="field__error" id="photo-error" aria-live="polite">
              {fileError}
            </p>
          </div>
          <button type="submit" className="button" disabled={busy}>
            {t("myPhotos.addButton")}
          </button>
        </Form>
      )}
    </div>
  );
}
