import { countDataDownload, exportMemberData } from "~/domain/accounts/data-export.server";
import { readPreferences } from "~/domain/profiles/preferences.server";
import { getOwnProfile } from "~/domain/profiles/profiles.server";
import { UserError } from "~/services/user-error.server";
import { redirectWithFlash } from "./flash.server";
import { preferenceRows } from "./preference-rows.server";
import { allDetailRows, filledRows } from "./profile-rows.server";

// "Download my data" (docs/product-rules.md §41, decision 040): the file and the readable page. Both are answers to
// a form sent (POST), never to a link: an image tag on another site cannot spend a member's downloads, and no
// cache keeps either. Each counts toward the member's three a day.

/** Neither the file nor the page is kept by any cache: they hold everything of the member. */
export const NOT_STORED = { "Cache-Control": "private, no-store" } as const;

/** Today in India (YYYY-MM-DD), for the file's name. */
const indiaDate = (iso: string) => new Date(iso).toLocaleDateString("en-CA", { timeZone: "Asia/Kolkata" });

/**
 * The JSON file, as an attachment named `my-data-<date>.json`. A download beyond the day's three goes back to
 * /settings/data with the refusal, which says when the next is possible (the page shows the flash).
 */
export async function dataFileFor(unqId: number): Promise<Response> {
  try {
    countDataDownload(unqId);
  } catch (error) {
    if (!(error instanceof UserError)) throw error;
    return redirectWithFlash("/settings/data", { type: "error", message: error.message });
  }
  const exported = exportMemberData(unqId);
  return new Response(JSON.stringify(exported, null, 2), {
    headers: {
      ...NOT_STORED,
      "Content-Type": "application/json; charset=utf-8",
      "Content-Disposition": `attachment; filename="my-data-${indiaDate(exported.exportedAt)}.json"`,
      "X-Content-Type-Options": "nosniff",
    },
  });
}

/**
 * What the readable page shows (counted like the file): the export without the photos' bytes (the page shows each
 * photo from its address), with the profile and the preferences as the profile page words them.
 */
export function readableDataFor(unqId: number) {
  countDataDownload(unqId);
  const { photo, otherPhotos, ...exported } = exportMemberData(unqId);
  const shown = (stored: typeof photo) =>
    stored && { address: stored.address, awaitingApproval: stored.awaitingApproval };
  return {
    ...exported,
    photo: shown(photo),
    otherPhotos: otherPhotos.map(shown).filter((other) => other !== null),
    profileRows: allDetailRows(getOwnProfile(unqId)!),
    preferenceRows: filledRows(preferenceRows(readPreferences(unqId))),
  };
}

export type ReadableData = ReturnType<typeof readableDataFor>;
