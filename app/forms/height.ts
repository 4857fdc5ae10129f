// Height in centimetres from the free text members have always typed (docs/product-rules.md §23):
// "5 ft 4 in", "5'4\"", "5.4" (feet.inches, as people in India write it), "5 feet", "163 cm", "163".
// Shared by the browser (the form's hint) and the server (the height_cm column and its migration).

const CM_PER_INCH = 2.54;
/** Heights outside this range are typos, not people: no number is better than a wrong one. */
export const HEIGHT_CM_RANGE = { min: 120, max: 220 } as const;

const inRange = (cm: number) => (cm >= HEIGHT_CM_RANGE.min && cm <= HEIGHT_CM_RANGE.max ? Math.round(cm) : null);
const fromFeet = (feet: number, inches: number) => (inches < 12 ? inRange((feet * 12 + inches) * CM_PER_INCH) : null);

export function parseHeightCm(text: string | null | undefined): number | null {
  if (!text) return null;
  const value = text.trim().toLowerCase().replace(/\s+/g, " ");
  const cm = /^(\d{2,3}(?:\.\d+)?) ?(?:cm|cms|centimet(?:er|re)s?)?$/.exec(value);
  if (cm && Number(cm[1]) >= 100) return inRange(Number(cm[1]));
  const metres = /^([12](?:\.\d{1,2})) ?(?:m|mtr|metres?|meters?)$/.exec(value);
  if (metres) return inRange(Number(metres[1]) * 100);
  // 5 ft 4 in, 5ft4, 5 feet 4 inches, 5'4", 5' 4'', 5’4”, 5-4
  const feetInches =
    /^([4-7]) ?(?:ft\.?|feet|foot|'|’|-) ?(?:(\d{1,2}(?:\.\d)?) ?(?:in\.?|inch|inches|"|”|''|’’)?)?$/.exec(value);
  if (feetInches) return fromFeet(Number(feetInches[1]), Number(feetInches[2] ?? 0));
  // 5.4 and 5.10: feet and inches, as people write it; 5.4 is never 5.4 feet.
  const dotted = /^([4-7])\.(\d{1,2})$/.exec(value);
  if (dotted) return fromFeet(Number(dotted[1]), Number(dotted[2]));
  const feetOnly = /^([4-7])$/.exec(value);
  if (feetOnly) return fromFeet(Number(feetOnly[1]), 0);
  return null;
}

/** "5 ft 4 in (163 cm)": how a height in centimetres reads to people who think in feet. */
export function formatHeightCm(cm: number): string {
  const inches = Math.round(cm / CM_PER_INCH);
  return `${Math.floor(inches / 12)} ft ${inches % 12} in (${cm} cm)`;
}
