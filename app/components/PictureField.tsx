/** The picture types the site takes (docs/product-rules.md §11): what a file chooser offers first. */
const PICTURE_TYPES = "image/jpeg,image/png,image/webp,image/gif";

/**
 * A picture's file field with its label, hint and refusal beside it (a plain multipart form's field, issue 39):
 * the refusal is announced and takes the focus when the page comes back with it.
 */
export function PictureField({
  name,
  label,
  hint,
  error,
  accept = PICTURE_TYPES,
  capture,
}: {
  name: string;
  label: string;
  hint: string;
  error?: string;
  accept?: string;
  /** "user": a phone opens its front camera; elsewhere the usual file chooser. */
  capture?: "user";
}) {
  return (
    <div className={error ? "field field--invalid" : "field"}>
      <label htmlFor={name}>{label}</label>
      <p className="field__hint" id={`${name}-hint`}>
        {hint}
      </p>
      <input
        id={name}
        name={name}
        type="file"
        accept={accept}
        capture={capture}
        aria-describedby={`${name}-hint ${name}-error`}
        aria-invalid={error ? true : undefined}
        autoFocus={Boolean(error)}
      />
      <p className="field__error" id={`${name}-error`} aria-live="polite">
        {error}
      </p>
    </div>
  );
}
