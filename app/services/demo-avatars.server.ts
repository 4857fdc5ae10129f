import { rasteriseOwnSvg } from "./images.server";

// Demo members' pictures (docs/decisions/014-demo-avatars.md): a head-and-shoulders silhouette without a face's
// features on a soft background; women in a head covering. Drawn here, on a 400 x 400 canvas, so that a picture
// is the same for the same variant on every run, and rasterised by the site like any photo.

/** How many pictures each gender has; the seed picks one per member from its own random stream. */
export const DEMO_AVATAR_VARIANTS = 48;

const BACKGROUNDS = ["#e8f1ec", "#f6ecd9", "#f3e3e0", "#e4ecf4", "#ece6f2", "#f1efe2"];
const SKIN = ["#f1d3b3", "#e0b48f", "#c99170", "#a8765a"];
const HAIR = ["#2b211c", "#3b2a20", "#1f1b19"];
const GARMENTS = ["#2f5d50", "#3d5a80", "#6b4f3a", "#5a5f66", "#7a4e6e", "#8a5a44"];
const SCARVES = ["#c98a9b", "#6e8fa8", "#8fa68a", "#b08968", "#5c4d7d", "#2f4858"];
const CAP = "#ebe3d2";

const SHOULDERS = "M60 400C60 332 110 296 170 288H230C290 296 340 332 340 400Z";
const SHORT_HAIR =
  "M142 182C138 122 174 106 200 106C228 106 264 120 258 182C250 152 230 142 200 142C172 142 150 152 142 182Z";
const PRAYER_CAP = "M144 152C148 108 252 108 256 152C230 144 170 144 144 152Z";
const BEARD =
  "M146 208C150 256 178 266 200 266C222 266 250 256 254 208C244 236 224 244 200 244C176 244 156 236 146 208Z";
const HEAD_COVERING =
  "M200 104C140 104 121 160 123 206C125 252 132 286 150 311C170 336 186 346 200 349C214 346 230 336 250 311" +
  "C268 286 275 252 277 206C279 160 260 104 200 104Z";
const COVERING_FOLD = "M150 311C170 300 186 296 200 296C214 296 230 300 250 311";

/** A small integer hash, so that neighbouring variants differ in every part, not just one. */
function mix(value: number, salt: number): number {
  let h = Math.imul(value ^ (salt * 0x9e3779b1), 0x85ebca6b);
  h ^= h >>> 13;
  h = Math.imul(h, 0xc2b2ae35);
  return (h ^ (h >>> 16)) >>> 0;
}

const choose = <T>(list: readonly T[], variant: number, salt: number): T => list[mix(variant, salt) % list.length];

/** The picture of one variant, as SVG text: deterministic, and nothing in it comes from a member. */
export function demoAvatarSvg(gender: "Male" | "Female", variant: number): string {
  const background = choose(BACKGROUNDS, variant, 1);
  const skin = choose(SKIN, variant, 2);
  const garment = choose(GARMENTS, variant, 3);
  const figure =
    gender === "Female"
      ? womanInHeadCovering(skin, garment, choose(SCARVES, variant, 4))
      : man(skin, garment, choose(HAIR, variant, 5), mix(variant, 6) % 3 === 0, mix(variant, 7) % 3 === 0);
  return (
    '<svg xmlns="http://www.w3.org/2000/svg" width="400" height="400" viewBox="0 0 400 400">' +
    `<rect width="400" height="400" fill="${background}"/>` +
    '<circle cx="200" cy="210" r="168" fill="#ffffff" fill-opacity="0.4"/>' +
    figure +
    "</svg>"
  );
}

function man(skin: string, garment: string, hair: string, cap: boolean, beard: boolean): string {
  return (
    `<path d="${SHOULDERS}" fill="${garment}"/>` +
    `<rect x="178" y="236" width="44" height="60" rx="14" fill="${skin}"/>` +
    `<path d="M176 288L200 318L224 288Z" fill="${skin}"/>` +
    `<ellipse cx="200" cy="186" rx="58" ry="68" fill="${skin}"/>` +
    (cap
      ? `<path d="${PRAYER_CAP}" fill="${CAP}" stroke="#8a7f6a" stroke-width="3"/>`
      : `<path d="${SHORT_HAIR}" fill="${hair}"/>`) +
    (beard ? `<path d="${BEARD}" fill="${hair}"/>` : "")
  );
}

function womanInHeadCovering(skin: string, garment: string, scarf: string): string {
  return (
    `<path d="${SHOULDERS}" fill="${garment}"/>` +
    `<path d="${HEAD_COVERING}" fill="${scarf}"/>` +
    `<path d="${COVERING_FOLD}" fill="none" stroke="#000000" stroke-opacity="0.12" stroke-width="4"/>` +
    `<ellipse cx="200" cy="202" rx="46" ry="57" fill="${skin}"/>`
  );
}

/** The variant's picture as a WebP square, ready to be stored as an ordinary photo. */
export function renderDemoAvatar(gender: "Male" | "Female", variant: number): Promise<Buffer> {
  return rasteriseOwnSvg(demoAvatarSvg(gender, variant));
}
