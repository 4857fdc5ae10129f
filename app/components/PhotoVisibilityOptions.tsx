import { PHOTO_VISIBILITIES, PHOTO_VISIBILITY_LABELS, type PhotoVisibility } from "~/forms/privacy-options";
import { useT } from "./translate";

/**
 * The three answers to "Who can see my photo" (docs/product-rules.md §27) as radio buttons, `checked` chosen at
 * first: on /settings and beside the photo where it is chosen (PhotoPicker). The caller's fieldset gives the
 * question; `idPrefix` keeps two groups on one page apart.
 */
export function PhotoVisibilityOptions({
  name,
  checked,
  idPrefix,
}: {
  name: string;
  checked: PhotoVisibility;
  idPrefix: string;
}) {
  const t = useT();
  return (
    <div className="choices__options">
      {PHOTO_VISIBILITIES.map((value) => (
        <div className="checkbox" key={value}>
          <input
            type="radio"
            id={`${idPrefix}-${value}`}
            name={name}
            value={value}
            defaultChecked={value === checked}
          />
          <label htmlFor={`${idPrefix}-${value}`}>{t(PHOTO_VISIBILITY_LABELS[value])}</label>
        </div>
      ))}
    </div>
  );
}
