import fc from "fast-check";
import { extraFieldName, hostileText, hostileValue, oversizedText, spoiled } from "./hostile-values";
import { jsonObjectText, jsonText, multipartBody, pathSegment, urlencodedBody, type Field } from "./payload";
import type { Encoding, Fixtures, Role, Target } from "./targets";

/** One fuzzed request: who sends it, how it is encoded, and what it carries. */
export type FuzzCase = {
  role: Role;
  encoding: Encoding;
  fields: Field[];
  /** The body and its declared type when `encoding` is raw: bytes that claim to be something they are not. */
  raw: { type: string; body: string };
  /** The path segment, already percent-encoded (or deliberately malformed). */
  segment: string;
  /** X-Forwarded-For (the server trusts it here): a new address each time, or garbage. */
  clientAddress: string;
};

const DROPPED = Symbol("dropped");

/** The valid submission with up to three fields spoiled or left out, and perhaps fields nobody asked for. */
function fieldsFor(target: Target, f: Fixtures): fc.Arbitrary<Field[]> {
  const submission = target.valid(f);
  const names = Object.keys(submission);
  const fuzzable = names.filter((name) => !target.fixed?.includes(name));
  const replacement = (name: string): fc.Arbitrary<unknown> => {
    const valid = submission[name];
    return fc.oneof(hostileValue, typeof valid === "string" ? spoiled(valid) : hostileValue, fc.constant(DROPPED));
  };
  const changes: fc.Arbitrary<[string, unknown][]> = fuzzable.length
    ? fc
        .uniqueArray(fc.constantFrom(...fuzzable), { maxLength: 3 })
        .chain((picked) =>
          fc.tuple(...picked.map((name) => replacement(name).map((v): [string, unknown] => [name, v]))),
        )
    : fc.constant([]);
  const extras = fc.array(
    fc.tuple(names.length ? fc.oneof(extraFieldName, fc.constantFrom(...names)) : extraFieldName, hostileValue),
    { maxLength: 2 },
  );
  return fc.tuple(changes, extras).map(([changed, extra]) => {
    const replaced = new Map(changed);
    const kept: Field[] = [];
    for (const name of names) {
      const value = replaced.has(name) ? replaced.get(name) : submission[name];
      if (value !== DROPPED) kept.push([name, value]);
    }
    return [...kept, ...extra];
  });
}

const rawBody = fc.record({
  type: fc.constantFrom(
    "application/json",
    "application/json; charset=utf-16",
    "multipart/form-data",
    "multipart/form-data; boundary=fuzz",
    "multipart/form-data; boundary=",
    "application/x-www-form-urlencoded",
    "text/plain",
    "application/xml",
    "image/png",
  ),
  body: fc.oneof(
    hostileText,
    oversizedText,
    fc.constantFrom(
      '{"email":',
      "[]",
      "null",
      "42",
      '"text"',
      '{"__proto__":{"polluted":true},"constructor":{"prototype":{"polluted":true}}}',
      '--fuzz\r\nContent-Disposition: form-data; name="email"\r\n\r\nx',
      '--fuzz\r\nContent-Disposition: form-data; name="image"; filename="a.png"\r\n' +
        "Content-Type: image/png\r\n\r\n\x89PNG\r\n--fuzz--",
      "--fuzz--",
      "a=%zz&b=%&c=%E0%A4%A",
      "__proto__[polluted]=1&constructor[prototype][polluted]=1",
    ),
  ),
});

const MALFORMED_SEGMENTS = [
  "%",
  "%zz",
  "%E0%A4%A",
  "..%2F..%2Fetc%2Fpasswd",
  "%00",
  "%0D%0ALocation:%20https:%2F%2Fevil.example",
  "%2E%2E",
  "a%2Fb",
];

function segmentFor(valid: string | undefined): fc.Arbitrary<string> {
  if (valid === undefined) return fc.constant("");
  return fc.oneof(
    fc.constant(valid),
    spoiled(valid).map(pathSegment),
    hostileText.map(pathSegment),
    fc.constantFrom(...MALFORMED_SEGMENTS),
  );
}

const printableAscii = fc.string({
  unit: fc.integer({ min: 0x20, max: 0x7e }).map((c) => String.fromCharCode(c)),
  maxLength: 40,
});

export function casesFor(target: Target, f: Fixtures): fc.Arbitrary<FuzzCase> {
  return fc.record({
    role: fc.constantFrom(...(Object.keys(target.writes) as Role[])),
    encoding: fc.constantFrom(...target.encodings),
    fields: fieldsFor(target, f),
    raw: rawBody,
    segment: segmentFor(target.segment?.(f)),
    clientAddress: fc.oneof({ weight: 9, arbitrary: fc.ipV4() }, { weight: 1, arbitrary: printableAscii }),
  });
}

/** The request a case stands for: same-origin, so the origin check lets it reach the site's validation. */
export function requestFor(
  target: Target,
  c: FuzzCase,
  origin: string,
  f: Fixtures,
): { path: string; init: RequestInit } {
  let path = (typeof target.path === "string" ? target.path : target.path(f)).replace("{id}", c.segment);
  const headers = new Headers({ Origin: origin, "X-Forwarded-For": c.clientAddress });
  if (c.encoding === "query") {
    // Past 16 KB Node answers 431 itself; a longer address (a photo in the query) tests nothing more.
    const query = urlencodedBody(c.fields).toString().slice(0, 20_000);
    if (query) path += `${path.includes("?") ? "&" : "?"}${query}`;
    return { path, init: { method: target.method, headers } };
  }
  let body: BodyInit;
  if (c.encoding === "json") {
    headers.set("Content-Type", "application/json");
    body = jsonObjectText(c.fields);
  } else if (c.encoding === "multipart") {
    body = multipartBody(c.fields);
  } else if (c.encoding === "urlencoded") {
    body = urlencodedBody(c.fields);
  } else {
    headers.set("Content-Type", c.raw.type);
    body = c.raw.body;
  }
  return { path, init: { method: target.method, headers, body } };
}

/** A case in a few lines: long values cut, so a failure stays readable. */
export function describeCase(c: FuzzCase): string {
  const cut = (text: string) => (text.length > 120 ? `${text.slice(0, 120)}… (${text.length} chars)` : text);
  const fields = c.fields.map(([name, value]) => `${cut(JSON.stringify(name))}: ${cut(jsonText(value))}`);
  return [
    `as ${c.role}, ${c.encoding}, X-Forwarded-For ${JSON.stringify(c.clientAddress)}, segment ${cut(c.segment)}`,
    ...(c.encoding === "raw" ? [`raw ${c.raw.type}: ${cut(JSON.stringify(c.raw.body))}`] : fields),
  ].join("\n  ");
}
