import { getCollectionProps, type FieldMetadata } from "@conform-to/react";
import { useT } from "./translate";

/**
 * A group of checkboxes under one legend (several may be ticked; none means "any"), with its hint and
 * first error read with the group. `labels` are the choices' English labels (app/forms/*-options.ts), shown in
 * the reader's language ("options").
 */
export function ChoiceGroup({
  legend,
  hint,
  meta,
  labels,
  autoFocus,
}: {
  legend: string;
  hint: string;
  meta: FieldMetadata<string[]>;
  labels: Record<string, string>;
  autoFocus: boolean;
}) {
  const hintId = `${meta.id}-hint`;
  const boxes = getCollectionProps(meta, { type: "checkbox", options: Object.keys(labels) });
  // A value not on the list is refused on its own item ("maslaks[1]"): shown on the group.
  const error = Object.values(meta.allErrors).flat()[0];
  const t = useT();
  return (
    <fieldset className={error ? "choices field--invalid" : "choices"} aria-describedby={`${hintId} ${meta.errorId}`}>
      <legend>{legend}</legend>
      <p className="field__hint" id={hintId}>
        {hint}
      </p>
      <div className="choices__options">
        {boxes.map(({ key, ...box }, i) => (
          <div className="checkbox" key={key}>
            <input {...box} autoFocus={autoFocus && i === 0} />
            <label htmlFor={box.id}>{t(labels[box.value])}</label>
          </div>
        ))}
      </div>
      <p className="field__error" id={meta.errorId} aria-live="polite">
        {error}
      </p>
    </fieldset>
  );
}
