// A fuzzed request body as an ordered list of fields, and its three wire forms (JSON, multipart,
// urlencoded). A list, not an object: names such as "__proto__" stay plain data here.

export type Field = [name: string, value: unknown];

/** A file part (or, in JSON and urlencoded bodies, the data URL the crop editor sends). */
export class Upload {
  constructor(
    readonly bytes: Uint8Array,
    readonly type: string,
    readonly name: string,
  ) {}

  dataUrl(): string {
    return `data:${this.type};base64,${Buffer.from(this.bytes).toString("base64")}`;
  }
}

/** Nesting written straight to text, so neither this process nor a form flattener recurses into it. */
export class Deep {
  constructor(
    readonly depth: number,
    readonly arrays: boolean,
  ) {}

  json(): string {
    return this.arrays
      ? `${"[".repeat(this.depth)}"deep"${"]".repeat(this.depth)}`
      : `${'{"a":'.repeat(this.depth)}"deep"${"}".repeat(this.depth)}`;
  }

  formName(name: string): string {
    return name + (this.arrays ? "[0]" : ".a").repeat(this.depth);
  }
}

export function jsonText(value: unknown): string {
  if (value instanceof Deep) return value.json();
  if (value instanceof Upload) return JSON.stringify(value.dataUrl());
  if (Array.isArray(value)) return `[${value.map(jsonText).join(",")}]`;
  if (value !== null && typeof value === "object") {
    return `{${Object.entries(value)
      .map(([key, item]) => `${JSON.stringify(key)}:${jsonText(item)}`)
      .join(",")}}`;
  }
  return JSON.stringify(value) ?? "null";
}

/** The fields as a JSON object (duplicate names stay duplicated, as a hostile client may send them). */
export function jsonObjectText(fields: Field[]): string {
  return `{${fields.map(([name, value]) => `${JSON.stringify(name)}:${jsonText(value)}`).join(",")}}`;
}

/**
 * What a browser form can carry: text and files. Arrays become repeated fields, objects become
 * dotted names (Conform's convention), null an empty field.
 */
export function formParts(fields: Field[]): [string, string | Upload][] {
  const parts: [string, string | Upload][] = [];
  const add = (name: string, value: unknown) => {
    if (value instanceof Upload) parts.push([name, value]);
    else if (value instanceof Deep) parts.push([value.formName(name), "deep"]);
    else if (value === null || value === undefined) parts.push([name, ""]);
    else if (Array.isArray(value)) for (const item of value) add(name, item);
    else if (typeof value === "object") for (const [key, item] of Object.entries(value)) add(`${name}.${key}`, item);
    else parts.push([name, String(value)]);
  };
  for (const [name, value] of fields) add(name, value);
  return parts;
}

export function multipartBody(fields: Field[]): FormData {
  const form = new FormData();
  for (const [name, value] of formParts(fields)) {
    if (value instanceof Upload)
      form.append(name, new Blob([new Uint8Array(value.bytes)], { type: value.type }), value.name);
    else form.append(name, value);
  }
  return form;
}

export function urlencodedBody(fields: Field[]): URLSearchParams {
  return new URLSearchParams(
    formParts(fields).map(([name, value]) => [name, value instanceof Upload ? value.dataUrl() : value]),
  );
}

const UNRESERVED = /[A-Za-z0-9\-._~]/;

/** Percent-encodes every byte of the text's UTF-8 (a lone surrogate becomes U+FFFD, as a browser sends it). */
export function pathSegment(text: string): string {
  return Array.from(Buffer.from(text, "utf8"), (byte) => {
    const c = String.fromCharCode(byte);
    return UNRESERVED.test(c) ? c : `%${byte.toString(16).toUpperCase().padStart(2, "0")}`;
  }).join("");
}
