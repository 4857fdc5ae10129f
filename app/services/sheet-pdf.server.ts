import { readFileSync } from "node:fs";
import { createRequire } from "node:module";
import { dirname, join } from "node:path";
import { inflateSync } from "node:zlib";
import bidiFactory from "bidi-js";
import PDFDocument from "pdfkit";

// A one-page sheet of labelled rows as a PDF (the biodata, issue 42), in English, Hindi or Urdu. pdfkit draws what
// fontkit shapes (Arabic joining, Devanagari matras and conjuncts come from the fonts' OpenType tables), but it
// neither orders right-to-left text nor picks a font per script: bidi-js gives each character its direction, each
// line is cut into runs of one direction and one script, the runs are put in visual order here, and each word is
// drawn on its own (pdfkit lays a run out word by word, which would put an Urdu line's words left to right).
// Fonts come from npm packages (@fontsource: Noto Sans for Latin and Devanagari, Noto Naskh Arabic for Urdu), as
// WOFF 1: fontkit cannot subset the WOFF 2 files (docs/decisions/036-biodata-pdf-and-share-links.md).

const bidi = bidiFactory();

/**
 * A WOFF 1 font unpacked to the plain OpenType file it wraps (its tables inflated with zlib), once per process:
 * fontkit would inflate them in JavaScript for every document, most of a PDF's time (0.15 s of 0.2 s).
 */
export function unpackWoff(woff: Buffer): Buffer {
  const count = woff.readUInt16BE(12);
  const tables = Array.from({ length: count }, (_, i) => {
    const entry = 44 + i * 20;
    const [offset, packed, length] = [8, 12, 16].map((at) => woff.readUInt32BE(entry + at - 4));
    const stored = woff.subarray(offset, offset + packed);
    return {
      tag: woff.subarray(entry, entry + 4),
      checksum: woff.readUInt32BE(entry + 16),
      data: packed < length ? inflateSync(stored) : stored,
    };
  });
  const power = 2 ** Math.floor(Math.log2(count));
  const head = Buffer.alloc(12 + count * 16);
  head.writeUInt32BE(woff.readUInt32BE(4), 0);
  head.writeUInt16BE(count, 4);
  head.writeUInt16BE(power * 16, 6);
  head.writeUInt16BE(Math.log2(power), 8);
  head.writeUInt16BE(count * 16 - power * 16, 10);
  const parts: Buffer[] = [head];
  let offset = head.length;
  tables.forEach((table, i) => {
    const record = 12 + i * 16;
    table.tag.copy(head, record);
    head.writeUInt32BE(table.checksum, record + 4);
    head.writeUInt32BE(offset, record + 8);
    head.writeUInt32BE(table.data.length, record + 12);
    const padded = Buffer.alloc((table.data.length + 3) & ~3);
    table.data.copy(padded);
    parts.push(padded);
    offset += padded.length;
  });
  return Buffer.concat(parts);
}

const fromPackage = (name: string, file: string) =>
  unpackWoff(readFileSync(join(dirname(createRequire(import.meta.url).resolve(`${name}/LICENSE`)), "files", file)));

type Script = "latin" | "deva" | "arabic";
type FontName = `${Script}${"" | "Bold"}`;
const FONT_FILES: Record<FontName, [string, string]> = {
  latin: ["@fontsource/noto-sans", "noto-sans-latin-400-normal.woff"],
  latinBold: ["@fontsource/noto-sans", "noto-sans-latin-700-normal.woff"],
  deva: ["@fontsource/noto-sans", "noto-sans-devanagari-400-normal.woff"],
  devaBold: ["@fontsource/noto-sans", "noto-sans-devanagari-700-normal.woff"],
  arabic: ["@fontsource/noto-naskh-arabic", "noto-naskh-arabic-arabic-400-normal.woff"],
  arabicBold: ["@fontsource/noto-naskh-arabic", "noto-naskh-arabic-arabic-700-normal.woff"],
};
let fonts: Map<FontName, Buffer> | undefined;
const fontBytes = () =>
  (fonts ??= new Map(
    Object.entries(FONT_FILES).map(([font, [pkg, file]]) => [font as FontName, fromPackage(pkg, file)]),
  ));

const scriptOf = (char: string): Script | null => {
  const code = char.codePointAt(0)!;
  if ((code >= 0x600 && code <= 0x6ff) || (code >= 0x750 && code <= 0x77f) || (code >= 0xfb50 && code <= 0xfeff))
    return "arabic";
  // The rupee sign is in Noto Sans' Devanagari file, not its Latin one.
  if ((code >= 0x900 && code <= 0x97f) || (code >= 0xa8e0 && code <= 0xa8ff) || code === 0x20b9) return "deva";
  return /\s/.test(char) ? null : "latin";
};

export type SheetRow = [label: string, value: string];
export type Sheet = {
  direction: "ltr" | "rtl";
  title: string;
  subtitle: string;
  /** A JPEG or PNG, drawn beside the title. */
  photo: Buffer | null;
  sections: { heading: string; rows: SheetRow[] }[];
  /** Whom the copy was made for and when: across the page and at its foot. */
  watermark: string;
};

type Piece = { text: string; font: FontName; width: number };
type Direction = Sheet["direction"];

/** The direction of a text's first strong letter, else `otherwise` (numbers alone, an empty text). */
const directionOf = (text: string, otherwise: Direction): Direction => {
  const first = /[\p{L}]/u.exec(text)?.[0];
  if (!first) return otherwise;
  return bidi.getEmbeddingLevels(first).paragraphs[0].level === 1 ? "rtl" : "ltr";
};
const ISOLATES = /[\u2066-\u2069]/;
const SIZE = { title: 20, subtitle: 11, heading: 13, row: 10.5, mark: 9 };
const PAGE = { width: 595.28, height: 841.89, margin: 40 };

class SheetWriter {
  private doc = new PDFDocument({ size: "A4", margin: 0, autoFirstPage: true });
  private y = PAGE.margin;
  constructor(private sheet: Sheet) {
    this.doc.info.Title = sheet.title;
    for (const [name, bytes] of fontBytes()) this.doc.registerFont(name, bytes);
  }

  private measure(text: string, font: FontName, size: number) {
    return this.doc.font(font).fontSize(size).widthOfString(text);
  }

  /** A line's pieces in visual order, left to right: runs of one level and script, each word apart. */
  private visual(line: string, size: number, bold: boolean, direction: Direction): Piece[] {
    const { levels } = bidi.getEmbeddingLevels(line, direction);
    const runs: { text: string; level: number; script: Script }[] = [];
    let previous: Script = direction === "rtl" ? "arabic" : "latin";
    // By UTF-16 unit, as bidi-js counts: a character outside the fonts (an emoji) shows as a box either way.
    for (let i = 0; i < line.length; i++) {
      // The isolates (U+2066–U+2069) only steer the levels above: the fonts have no glyph for them.
      if (ISOLATES.test(line[i])) continue;
      const script: Script = scriptOf(line[i]) ?? previous;
      previous = script;
      const last = runs.at(-1);
      if (last && last.level === levels[i] && last.script === script) last.text += line[i];
      else runs.push({ text: line[i], level: levels[i], script });
    }
    // Unicode's rule L2: from the highest level down to the lowest odd one, reverse each sequence at or above it.
    const top = Math.max(0, ...runs.map((run) => run.level));
    const lowestOdd = Math.min(...runs.map((run) => run.level).filter((level) => level % 2 === 1), top + 1);
    for (let level = top; level >= lowestOdd; level--) {
      for (let i = 0; i < runs.length;) {
        if (runs[i].level < level) i++;
        else {
          let j = i;
          while (j < runs.length && runs[j].level >= level) j++;
          runs.splice(i, j - i, ...runs.slice(i, j).reverse());
          i = j;
        }
      }
    }
    return runs.flatMap((run) => {
      const rtl = run.level % 2 === 1;
      const words = run.text.split(/(\s+)/).filter(Boolean);
      if (rtl) words.reverse();
      const font = `${run.script}${bold ? "Bold" : ""}` as FontName;
      return words.map((word) => {
        // fontkit turns Arabic script itself; a neutral run inside right-to-left text ("(", ":") is turned here.
        const text =
          rtl && run.script !== "arabic"
            ? [...word]
                .reverse()
                .map((char) => bidi.getMirroredCharacter(char) ?? char)
                .join("")
            : word;
        const spaceFont = /^\s+$/.test(text) ? (`latin${bold ? "Bold" : ""}` as FontName) : font;
        return { text, font: spaceFont, width: this.measure(text, spaceFont, size) };
      });
    });
  }

  /** Cuts a paragraph into lines no wider than `width`, at spaces: each word is measured once, shaped alone. */
  private lines(text: string, width: number, size: number, bold: boolean, direction: Direction): Piece[][] {
    const space = this.measure(" ", bold ? "latinBold" : "latin", size);
    const out: Piece[][] = [];
    let line: string[] = [];
    let used = 0;
    for (const word of text.split(/\s+/).filter(Boolean)) {
      const wide = this.width(this.visual(word, size, bold, direction));
      if (line.length > 0 && used + space + wide > width) {
        out.push(this.visual(line.join(" "), size, bold, direction));
        [line, used] = [[], 0];
      }
      used += (line.length > 0 ? space : 0) + wide;
      line.push(word);
    }
    if (line.length > 0) out.push(this.visual(line.join(" "), size, bold, direction));
    return out;
  }

  private width = (pieces: Piece[]) => pieces.reduce((sum, piece) => sum + piece.width, 0);

  /** Draws a line's pieces from `left`, or ending at `right` for right-to-left text. */
  private draw(pieces: Piece[], left: number, right: number, y: number, size: number, direction: Direction) {
    let x = direction === "rtl" ? right - this.width(pieces) : left;
    for (const piece of pieces) {
      if (piece.text.trim()) this.doc.font(piece.font).fontSize(size).text(piece.text, x, y, { lineBreak: false });
      x += piece.width;
    }
  }

  /** A paragraph in the box between `left` and `right` from the current height; returns its height. */
  /**
   * A paragraph in the box between `left` and `right` from the current height; returns its height. `own`: text
   * the member typed, set in its own direction (that of its first letter, as a browser's dir="auto"), so that an
   * English "about me" in an Urdu biodata ends with its full stop.
   */
  private paragraph(text: string, left: number, right: number, size: number, bold = false, y = this.y, own = false) {
    const direction = own ? directionOf(text, this.sheet.direction) : this.sheet.direction;
    const lineHeight = size * (this.sheet.direction === "rtl" ? 1.6 : 1.45);
    const lines = this.lines(text, right - left, size, bold, direction);
    lines.forEach((pieces, i) => this.draw(pieces, left, right, y + i * lineHeight, size, direction));
    return lines.length * lineHeight;
  }

  private newPageIfBelow(height: number) {
    if (this.y + height < PAGE.height - PAGE.margin - 30) return;
    this.footer();
    this.doc.addPage();
    this.y = PAGE.margin;
  }

  /** The watermark: three times across the page, light and slanted, then once plainly at its foot. */
  private footer() {
    const { doc } = this;
    doc.save().fillColor("#000000").opacity(0.09);
    for (const y of [210, 430, 650]) {
      doc.save().rotate(-28, { origin: [PAGE.width / 2, y] });
      this.paragraph(this.sheet.watermark, PAGE.margin, PAGE.width - PAGE.margin, 17, true, y);
      doc.restore();
    }
    doc.restore().fillColor("#444444");
    this.paragraph(this.sheet.watermark, PAGE.margin, PAGE.width - PAGE.margin, SIZE.mark, false, PAGE.height - 36);
    doc.fillColor("#000000");
  }

  render(): Promise<Buffer> {
    const { doc, sheet } = this;
    const rtl = sheet.direction === "rtl";
    const [left, right] = [PAGE.margin, PAGE.width - PAGE.margin];
    const photoSize = 96;
    if (sheet.photo) {
      doc.image(sheet.photo, rtl ? left : right - photoSize, this.y, { fit: [photoSize, photoSize] });
    }
    const [textLeft, textRight] = sheet.photo && !rtl ? [left, right - photoSize - 16] : [left, right];
    const [titleLeft, titleRight] = sheet.photo && rtl ? [left + photoSize + 16, right] : [textLeft, textRight];
    this.y += this.paragraph(sheet.title, titleLeft, titleRight, SIZE.title, true);
    this.y += this.paragraph(sheet.subtitle, titleLeft, titleRight, SIZE.subtitle) + 8;
    if (sheet.photo) this.y = Math.max(this.y, PAGE.margin + photoSize + 12);
    const labelWidth = 150;
    for (const section of sheet.sections) {
      this.newPageIfBelow(60);
      doc.fillColor("#7a1f3d");
      this.y += this.paragraph(section.heading, left, right, SIZE.heading, true) + 2;
      doc.fillColor("#000000");
      for (const [label, value] of section.rows) {
        this.newPageIfBelow(30);
        const [labelBox, valueBox] = rtl
          ? [
              [right - labelWidth, right],
              [left, right - labelWidth - 10],
            ]
          : [
              [left, left + labelWidth],
              [left + labelWidth + 10, right],
            ];
        const labelHeight = this.paragraph(label, labelBox[0], labelBox[1], SIZE.row, true);
        const valueHeight = this.paragraph(value, valueBox[0], valueBox[1], SIZE.row, false, this.y, true);
        this.y += Math.max(labelHeight, valueHeight) + 2;
      }
      this.y += 6;
    }
    this.footer();
    const chunks: Buffer[] = [];
    doc.on("data", (chunk: Buffer) => chunks.push(chunk));
    const done = new Promise<Buffer>((resolve) => doc.on("end", () => resolve(Buffer.concat(chunks))));
    doc.end();
    return done;
  }
}

/** The sheet as a PDF file. */
export function sheetPdf(sheet: Sheet): Promise<Buffer> {
  return new SheetWriter(sheet).render();
}
