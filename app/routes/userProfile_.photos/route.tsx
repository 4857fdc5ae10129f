import { Form, Link, useActionData, useLoaderData, useNavigation } from "react-router";
import { photoSources } from "~/components/MemberPhoto";
import { PictureField } from "~/components/PictureField";
import { matchesT, useT } from "~/components/translate";
import type { PhotoVisibility } from "~/forms/privacy-options";
import { myPhotosAction, myPhotosLoader, type PhotosRefusal } from "./page.server";
import type { Route } from "./+types/route";

export const loader = myPhotosLoader;
export const action = myPhotosAction;

export const meta: Route.MetaFunction = ({ matches }) => [{ title: matchesT(matches)("myPhotos.title") }];

const VISIBILITY_WORDS: Record<PhotoVisibility, string> = {
  everyone: "myPhotos.visibility.everyone",
  members: "myPhotos.visibility.members",
  connections: "myPhotos.visibility.connections",
};

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

const PHOTO_BUTTONS = [
  ["main", "myPhotos.makeMain"],
  ["remove", "myPhotos.remove"],
] as const;

/** Make main and Remove under one of the other photos; a refusal of either is shown under them. */
function PhotoButtons({ photoId, label, failed }: { photoId: string; label: string; failed?: PhotosRefusal }) {
  const t = useT();
  const error = failed && failed.intent !== "add" && failed.photoId === photoId ? failed.error : undefined;
  return (
    <div className="my-photo__actions">
      {PHOTO_BUTTONS.map(([intent, key]) => (
        <Form key={intent} method="post" action={`?intent=${intent}`}>
          <input type="hidden" name="photoId" value={photoId} />
          <button type="submit" className="button button--small button--outline">
            {t(key)}
            <span className="visually-hidden">: {label}</span>
          </button>
        </Form>
      ))}
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
        {t(VISIBILITY_WORDS[visibility])}{" "}
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
        <Form
          // A photo added makes a new form, its file box empty; a refused one keeps the chosen file beside its message.
          key={extras.length}
          method="post"
          action="?intent=add"
          encType="multipart/form-data"
          className="card stack"
          noValidate
        >
          <PictureField name="photo" label={t("myPhotos.add")} hint={t("myPhotos.addHint")} error={fileError} />
          <button type="submit" className="button" disabled={busy}>
            {t("myPhotos.addButton")}
          </button>
        </Form>
      )}
    </div>
  );
}
