import { useLanguage } from "./translate";

/**
 * How a form with a schema is checked before it is sent (decision 021). In English, in the browser as the
 * field is left, with the schema's own messages. In Hindi and Urdu the server checks it on submit and answers
 * in the reader's language; the schemas' English must not show there, and their translations stay on the
 * server rather than travel with every form.
 */
export function useBrowserValidation<V>(onValidate: V) {
  return useLanguage() === "en"
    ? ({ onValidate, shouldValidate: "onBlur", shouldRevalidate: "onInput" } as const)
    : ({ onValidate: undefined, shouldValidate: "onSubmit", shouldRevalidate: "onSubmit" } as const);
}
