import { getInputProps, type FieldMetadata } from "@conform-to/react";
import { Field } from "./Field";

/** The name and e-mail fields a visitor's form starts with (the contact form, the complaint form). */
export function NameEmailFields({
  name,
  email,
  labels,
  invalid,
  nameMax,
}: {
  name: FieldMetadata<string>;
  email: FieldMetadata<string>;
  labels: { name: string; email: string };
  /** The first invalid field's name: it gets the focus after a failed send. */
  invalid: string | undefined;
  nameMax: number;
}) {
  return (
    <>
      <Field id={name.id} label={labels.name} errors={name.errors} errorId={name.errorId}>
        <input
          {...getInputProps(name, { type: "text" })}
          autoComplete="name"
          required
          autoFocus={invalid === "name"}
          maxLength={nameMax}
        />
      </Field>
      <Field id={email.id} label={labels.email} errors={email.errors} errorId={email.errorId}>
        <input
          {...getInputProps(email, { type: "email" })}
          autoComplete="email"
          required
          autoFocus={invalid === "email"}
        />
      </Field>
    </>
  );
}

/** A form's own message (a refusal that names no field), announced when it appears. */
export function FormErrorLine({ errors, id }: { errors: string[] | undefined; id: string }) {
  if (!errors) return null;
  return (
    <p className="form-error" role="alert" id={id}>
      {errors[0]}
    </p>
  );
}
