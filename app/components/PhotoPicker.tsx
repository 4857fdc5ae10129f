import { useRef, useState } from "react";
import type { PhotoVisibility } from "~/forms/privacy-options";
import { PhotoCropEditor } from "./PhotoCropEditor";
import { PhotoVisibilityOptions } from "./PhotoVisibilityOptions";
import { CENTRED, croppedPhoto, readPicture, type Crop, type PictureRefusal } from "./photo-canvas";
import { useT } from "./translate";
import { useHydrated } from "./useHydrated";

/** What a page gives the photo field. Its strings are in the "member" and "options" namespaces. */
export type PhotoPickerProps = {
  /** The photo shown until another is chosen: the member's own, or the default avatar. */
  currentSrc: string;
  /** Who may see the photo, chosen at first: the member's setting, "members" for a new one (§27). */
  visibility?: PhotoVisibility;
  /** The server's refusal of the photo sent (too large, not an image, unreadable), shown beside the field. */
  errors?: string[];
  autoFocus?: boolean;
  /** The form's name for the photo: a file without JavaScript, the crop's data URL with it. */
  name?: string;
  /** The form's name for who may see it. */
  visibilityName?: string;
};

/**
 * Where a profile photo is chosen (docs/product-rules.md §11, §27; issue 39), and who may see it, asked right
 * there. Without JavaScript it is a plain file field: the server checks the file, crops the centre, and says
 * beside the field why it refused one. With JavaScript a file that is no picture is refused here, before
 * anything is sent; a picture becomes its 400x400 centre square at once (a camera's 9.5 MB photo never goes
 * up whole) and opens the crop editor: Save Image puts the square chosen in the form, Cancel drops the picture.
 */
export function PhotoPicker({
  currentSrc,
  visibility = "members",
  errors,
  autoFocus,
  name = "image",
  visibilityName = "photoVisibility",
}: PhotoPickerProps) {
  const fileRef = useRef<HTMLInputElement>(null);
  // The picture in the crop editor, with its choice's number: a new choice opens a fresh editor.
  const [editing, setEditing] = useState<{ picture: HTMLImageElement; choice: number } | null>(null);
  const [cropped, setCropped] = useState<string | null>(null);
  const [preparing, setPreparing] = useState(false);
  const [refusal, setRefusal] = useState<PictureRefusal | null>(null);
  // The server's refusal stays until another file is chosen; a later refusal shows again.
  const [answered, setAnswered] = useState<string[] | undefined>(undefined);
  // Only the last file chosen counts, however long an earlier one takes to read.
  const choices = useRef(0);
  const hydrated = useHydrated();
  const t = useT();
  const error = refusal ? t(refusal) : errors !== answered ? errors?.[0] : undefined;

  function forget() {
    setEditing(null);
    setCropped(null);
    if (fileRef.current) fileRef.current.value = "";
  }

  function choose(file: File | undefined) {
    const choice = ++choices.current;
    setRefusal(null);
    setAnswered(errors);
    setEditing(null);
    setCropped(null);
    if (!file) return;
    setPreparing(true);
    readPicture(file)
      .then((picture) => {
        if (choice !== choices.current) return;
        setCropped(croppedPhoto(picture, CENTRED));
        setEditing({ picture, choice });
      })
      .catch((reason: PictureRefusal) => {
        if (choice !== choices.current) return;
        setRefusal(reason);
        if (fileRef.current) fileRef.current.value = "";
      })
      .finally(() => {
        if (choice === choices.current) setPreparing(false);
      });
  }

  function save(picture: HTMLImageElement, crop: Crop) {
    setCropped(croppedPhoto(picture, crop));
    setEditing(null);
  }

  return (
    <div className="photo-picker">
      <div className={error ? "field field--invalid" : "field"}>
        <label htmlFor="photo-input">{t("photoPicker.label")}</label>
        <div className="photo-picker__row">
          <img src={cropped ?? currentSrc} alt={t("photoPicker.alt")} width={96} height={96} className="avatar" />
          <input
            id="photo-input"
            ref={fileRef}
            type="file"
            // With JavaScript, the file itself is never sent: the square is, once made.
            name={hydrated ? undefined : name}
            accept="image/*"
            aria-describedby="photo-hint photo-error"
            aria-invalid={error ? true : undefined}
            autoFocus={autoFocus}
            onChange={(event) => choose(event.currentTarget.files?.[0])}
          />
        </div>
        <p className="field__hint" id="photo-hint">
          {t(hydrated ? "photoPicker.hintShrunk" : "photoPicker.hint")}
        </p>
        {/* The refusal's place, which says meanwhile that a big photo is being made smaller. */}
        <p className={preparing ? "field__hint" : "field__error"} id="photo-error" aria-live="polite">
          {preparing ? t("photoPicker.preparing") : error}
        </p>
        {cropped && <input type="hidden" name={name} value={cropped} />}
        {editing && (
          <PhotoCropEditor
            key={editing.choice}
            image={editing.picture}
            onSave={(crop) => save(editing.picture, crop)}
            onCancel={forget}
          />
        )}
      </div>
      <fieldset className="choices" aria-describedby="photo-visibility-hint">
        <legend>{t("photoPrivacy.heading")}</legend>
        <p className="field__hint" id="photo-visibility-hint">
          {t("photoPicker.visibilityHint")}
        </p>
        <PhotoVisibilityOptions name={visibilityName} checked={visibility} idPrefix="photo-choice" />
      </fieldset>
    </div>
  );
}
