import { extractText, getDocumentProxy } from "unpdf";
import { describe, expect, it } from "vitest";
import { sheetPdf, type Sheet } from "~/services/sheet-pdf.server";

// The biodata's PDF writer orders right-to-left text itself (docs/decisions/036): a clock time isolated left to
// right (U+2066 … U+2069) inside an Urdu sentence keeps its order, and the isolates draw nothing.

const urduSheet = (watermark: string): Sheet => ({
  direction: "rtl",
  title: "عائشہ",
  subtitle: "",
  photo: null,
  sections: [{ heading: "بنیادی معلومات", rows: [["شہر", "حیدرآباد"]] }],
  watermark,
});

/** The PDF's text as drawn, left to right, its pieces joined: the visual order a reader sees. */
async function drawnText(sheet: Sheet): Promise<string> {
  const pdf = await getDocumentProxy(new Uint8Array(await sheetPdf(sheet)));
  const { text } = await extractText(pdf, { mergePages: true });
  return text;
}

describe("the sheet's right-to-left lines", () => {
  it("keeps an isolated clock time in order inside an Urdu sentence, drawing no isolate", async () => {
    const text = await drawnText(urduSheet("MMR0042 کے لیے بنایا گیا، 28 نومبر، 2026، \u20668:44 PM IST\u2069"));
    expect(text).toMatch(/8:44\s*PM\s*IST/);
    expect(text).not.toMatch(/[\u2066-\u2069]/);
  });

  it("reads the same time's words the other way round without the isolate (why the biodata isolates it)", async () => {
    const text = await drawnText(urduSheet("MMR0042 کے لیے بنایا گیا، 28 نومبر، 2026، 8:44 PM IST"));
    expect(text).toMatch(/PM\s*IST\s*8:44/);
  });
});
