import fc from "fast-check";
import { Deep, Upload } from "./payload";

// The values a hostile or broken client sends instead of what a form asks for. Every field of
// every fuzzed request draws from these.

const INJECTIONS = [
  "' OR '1'='1",
  "'; DROP TABLE members; --",
  "1; select * from sessions",
  '" onmouseover="alert(1)',
  "<script>alert(1)</script>",
  "<img src=x onerror=alert(1)>",
  "javascript:alert(1)",
  "../../../../etc/passwd",
  "..\\..\\windows\\win.ini",
  "%2e%2e%2f%2e%2e%2fetc%2fpasswd",
  "/etc/passwd\u0000.png",
  "//evil.example",
  "/\\evil.example",
  "https://evil.example/",
  "__proto__",
  "constructor",
  "prototype",
  "toString",
  "hasOwnProperty",
  "\r\nSet-Cookie: injected=1",
  "/\r\nLocation: https://evil.example",
  "a@b.in\r\nBcc: everyone@example.in",
  "${7*7}",
  "{{7*7}}",
  '=HYPERLINK("https://evil.example")',
  "@SUM(1+1)",
  "%s%s%s%n",
  "null",
  "undefined",
  "NaN",
  "Infinity",
  "-Infinity",
  "-1",
  "0",
  "-0",
  "1e400",
  "0x1F",
  "9".repeat(40),
  "1.5",
  "MMR00",
  "MMR0099999999999",
  "true",
  "on",
  "[]",
  "{}",
  '{"__proto__":{"polluted":1}}',
  // Conform's own control fields (__intent__, __state__) carry JSON like these.
  '{"type":"validate","payload":{"name":"email"}}',
  '{"type":"update","payload":{"name":"__proto__","value":1}}',
  '{"type":"insert","payload":{"name":"email"}}',
  '{"type":"reset","payload":{}}',
  "",
  " ",
];

const UNICODE = [
  "مرحبا بالعالم",
  "שלום",
  "\u202Eevil\u202C",
  "Z\u0334\u0327\u031b\u0316\u0359\u0348",
  "👨‍👩‍👧‍👦",
  "🏳️‍🌈",
  "\uD800",
  "\uDFFF",
  "a\uD83D",
  "\uFEFF",
  "\u200B\u200C\u200D",
  "ｆｕｌｌ ｗｉｄｔｈ",
  "İıß",
  "ﷺ",
  "\u0000",
  "a\u0000b",
  "\u0085\u2028\u2029",
  "𝕳𝖊𝖑𝖑𝖔",
  "नमस्ते",
  "\t\n\v\f\r",
];

const nastyChar = fc.constantFrom(
  ..."\u0000\r\n\t'\"<>&%\\/.;:@#?=[]{}()$`|\u202E\u0301\uD800\uFEFF😀ب".split(""),
  "😀",
  "👨‍👩‍👧",
);

/** Any text: random code points (lone surrogates too), graphemes, nasty characters, or a known troublemaker. */
export const hostileText: fc.Arbitrary<string> = fc.oneof(
  fc.constantFrom(...INJECTIONS, ...UNICODE),
  fc.string({ unit: "binary", maxLength: 40 }),
  fc.string({ unit: "grapheme", maxLength: 40 }),
  fc.string({ unit: nastyChar, maxLength: 40 }),
  fc.string({
    unit: fc.integer({ min: 0xd800, max: 0xdfff }).map((c) => String.fromCharCode(c)),
    minLength: 1,
    maxLength: 4,
  }),
);

/** Far more text than any field allows: from just over a limit to 100 KB. */
export const oversizedText: fc.Arbitrary<string> = fc
  .tuple(fc.constantFrom(101, 255, 2_001, 65_537, 100_000), fc.constantFrom("a", "9", "ب", "😀", "<", "\u0000", "'"))
  .map(([length, unit]) => unit.repeat(Math.ceil(length / unit.length)));

/** Nesting deep enough to hurt a recursive parser. */
const deeplyNested = fc
  .tuple(fc.integer({ min: 50, max: 20_000 }), fc.boolean())
  .map(([depth, arrays]) => new Deep(depth, arrays));

// A 1x1 PNG: the one upload here that is a real picture.
export const TINY_PNG = Buffer.from(
  "iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNk+M9QDwADhgGAWjR9awAAAABJRU5ErkJggg==",
  "base64",
);
const PNG_SIGNATURE = TINY_PNG.subarray(0, 8);

/** Files: a real picture, a picture's first bytes before garbage, a script, nothing, over the 5 MB limit. */
export const hostileUpload: fc.Arbitrary<Upload> = fc
  .tuple(
    fc.oneof(
      fc.constant(TINY_PNG),
      fc.uint8Array({ maxLength: 2_000 }).map((bytes) => Buffer.concat([PNG_SIGNATURE, bytes])),
      fc.uint8Array({ maxLength: 2_000 }).map((bytes) => Buffer.concat([Buffer.from([0xff, 0xd8, 0xff]), bytes])),
      fc.constant(Buffer.from('<svg xmlns="http://www.w3.org/2000/svg" onload="alert(1)"/>')),
      fc.constant(Buffer.alloc(0)),
      fc.constant(Buffer.alloc(5 * 1024 * 1024 + 1, 0x89)),
    ),
    fc.constantFrom("image/png", "image/svg+xml", "text/html", "application/octet-stream", ""),
    fc.oneof(fc.constantFrom("me.png", "../../etc/passwd", "a.png\u0000.exe", ""), hostileText),
  )
  .map(([bytes, type, name]) => new Upload(bytes, type, name));

/** Repeated fields: past the server's cap on a form's fields, or a JSON array past 64 KB. */
const hugeArray = fc
  .tuple(fc.constantFrom(150, 3_000), hostileText)
  .map(([length, item]) => Array.from({ length }, () => item));

/** Keys that must never reach an object's prototype. */
export const pollutingKey = fc.constantFrom(
  "__proto__",
  "constructor",
  "prototype",
  "__proto__.polluted",
  "constructor.prototype.polluted",
  "constructor[prototype][polluted]",
);

/** A value of the wrong type for a text field, or of the right type with hostile content. */
export const hostileValue: fc.Arbitrary<unknown> = fc.oneof(
  { weight: 6, arbitrary: hostileText },
  { weight: 2, arbitrary: oversizedText },
  {
    weight: 2,
    arbitrary: fc.oneof(fc.integer(), fc.double(), fc.constantFrom(Number.MAX_SAFE_INTEGER + 2, -1, 0, 1e300)),
  },
  { weight: 1, arbitrary: fc.constantFrom(null, true, false) },
  { weight: 1, arbitrary: fc.array(hostileText, { maxLength: 4 }) },
  { weight: 1, arbitrary: fc.dictionary(fc.oneof(pollutingKey, hostileText), hostileText, { maxKeys: 3 }) },
  { weight: 1, arbitrary: deeplyNested },
  { weight: 1, arbitrary: hugeArray },
  { weight: 1, arbitrary: hostileUpload },
);

/** A valid value spoiled: hostile text before or after it, or the value with a character inside replaced. */
export function spoiled(valid: string): fc.Arbitrary<string> {
  return fc.oneof(
    hostileText.map((bad) => `${valid}${bad}`),
    hostileText.map((bad) => `${bad}${valid}`),
    fc
      .tuple(fc.nat({ max: Math.max(0, valid.length - 1) }), nastyChar)
      .map(([at, c]) => `${valid.slice(0, at)}${c}${valid.slice(at + 1)}`),
    fc.constant(valid.toUpperCase()),
    fc.constant(` ${valid} `),
  );
}

/** Names of fields nobody asked for, including ones that trip form-path parsers. */
export const extraFieldName: fc.Arbitrary<string> = fc.oneof(
  pollutingKey,
  fc.constantFrom(
    "__intent__",
    "__state__",
    "website",
    "role",
    "blockByADMIN",
    "Verified",
    "unqId",
    "_id",
    "password",
    "image",
    "_data",
  ),
  // Names a form-path parser reads as structure: bad syntax, and array indexes far beyond any form.
  fc.constantFrom("a..b", "a[", "]", "a[-1]", "a[x]", "", "email[4294967294]", "age[99999999]", "x[0][1][2].y"),
  hostileText,
);
