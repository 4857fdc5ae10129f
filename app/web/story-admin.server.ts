import type { SubmissionResult } from "@conform-to/dom";
import { data } from "react-router";
import type { Viewer } from "~/domain/accounts/member";
import { addStory, editStory, publishStory, removeStory, thisYear, unpublishStory } from "~/domain/site/stories.server";
import { parseForm, storySchema } from "~/forms/submissions.server";
import { outcomeOf, redirectWithFlash } from "./flash.server";
import { answerRefusals, refusalReply, type PageReply } from "./form-reply.server";
import { photoBytes, readFormWithPhoto } from "./uploads.server";

// The actions of /admin/stories (docs/product-rules.md §34). The story form answers a refusal on the page,
// each message at its field; the buttons (publish, unpublish, remove) come back to the list with a flash.

const ADMIN_STORIES = "/admin/stories";

/** What the story form gets back when the server refuses it. */
export type StoryFormResult = { reply: SubmissionResult<string[]> };

// The photo's bytes are never sent back to the browser with the other values.
const HIDDEN = { hideFields: ["photo"] };

const BUTTONS: Record<string, { run: (admin: Viewer, id: number) => void; done: string }> = {
  publish: { run: publishStory, done: "Story published: it shows on the home page and Success stories." },
  unpublish: { run: unpublishStory, done: "Story unpublished: it is back with the drafts." },
  remove: { run: removeStory, done: "Story removed." },
};

export async function storyAdminAction(admin: Viewer, request: Request) {
  let form: FormData | undefined;
  return answerRefusals(
    async () => {
      form = await readFormWithPhoto(request);
      const intent = String(form.get("intent") ?? "");
      const id = Number(form.get("storyId") ?? "");
      const button = Object.hasOwn(BUTTONS, intent) ? BUTTONS[intent] : undefined;
      if (button) return redirectWithFlash(ADMIN_STORIES, await outcomeOf(() => button.run(admin, id), button.done));
      if (intent !== "add" && intent !== "edit")
        return redirectWithFlash(ADMIN_STORIES, { type: "error", message: "Unknown action." });
      return saveStory(admin, form, intent === "edit" ? id : undefined);
    },
    (error): StoryFormResult => ({ reply: refusalReply(form ?? new FormData(), error, HIDDEN) }),
  );
}

async function saveStory(
  admin: Viewer,
  form: FormData,
  id: number | undefined,
): Promise<Response | PageReply<StoryFormResult>> {
  const photo = await photoBytes(form, "photo");
  const submission = parseForm(form, storySchema({ thisYear: thisYear(), withPhoto: photo !== undefined }));
  if (submission.status !== "success")
    return data<StoryFormResult>({ reply: submission.reply(HIDDEN) }, { status: 400 });
  return answerRefusals(
    async () => {
      if (id === undefined) await addStory(admin, submission.value, photo);
      else await editStory(admin, id, submission.value, photo);
      return redirectWithFlash(ADMIN_STORIES, {
        type: "success",
        message: id === undefined ? "Story added as a draft: publish it when it is ready." : "Story saved.",
      });
    },
    (error): StoryFormResult => ({ reply: refusalReply(submission, error, HIDDEN) }),
  );
}
