import { data, Form, Link, useActionData, useLoaderData, useNavigation } from "react-router";
import { AdminStoryItem, type ManagedStory } from "~/components/AdminStoryItem";
import { Dialog } from "~/components/Dialog";
import { StoryForm } from "~/components/StoryForm";
import { thisYear } from "~/domain/site/stories.server";
import { storiesForAdmin } from "~/domain/site/story-lists.server";
import { requireAdmin } from "~/web/auth.server";
import { storyAdminAction, type StoryFormResult } from "~/web/story-admin.server";
import { matchesT, useT } from "~/components/translate";
import { translateReply } from "~/web/form-reply.server";
import { pageI18n, requestLanguage } from "~/web/language.server";
import type { Route } from "./+types/admin.stories";
import { pageUrl } from "~/web/page-url.server";

// Success stories (docs/product-rules.md §34): the form to add one (or, with ?edit=<id>, to edit one), then
// the drafts and the published stories with their buttons. ?remove=<id> asks before removing (a dialog opened
// by the URL, so it works without JavaScript).

// Here, not imported from the .server module: its values do not reach the browser.
const ADMIN_STORIES = "/admin/stories";

export const meta: Route.MetaFunction = ({ matches }) => [{ title: matchesT(matches)("adminNav.stories") }];

export async function loader({ request }: Route.LoaderArgs) {
  const admin = await requireAdmin(request);
  const params = pageUrl(request).searchParams;
  const { drafts, published } = storiesForAdmin(admin);
  const find = (key: string) => [...drafts, ...published].find((story) => String(story.id) === params.get(key));
  return data(
    {
      drafts,
      published,
      editing: find("edit") ?? null,
      removing: find("remove") ?? null,
      thisYear: thisYear(),
      // The dialog's close button is the account namespace's.
      i18n: await pageI18n(request, "account"),
    },
    { headers: { "Cache-Control": "private, no-store" } },
  );
}

export async function action({ request }: Route.ActionArgs) {
  const answer = await storyAdminAction(await requireAdmin(request), request);
  // A refused form shows its messages in the reader's language (decision 021); a redirect carries a flash
  // message, which the root translates.
  const language = await requestLanguage(request);
  if (language === "en" || answer instanceof Response) return answer;
  return data<StoryFormResult>({ reply: translateReply(answer.data.reply, language) }, answer.init ?? undefined);
}

export default function AdminStories() {
  const { drafts, published, editing, removing, thisYear } = useLoaderData<typeof loader>();
  const result = useActionData<typeof action>() as StoryFormResult | undefined;
  const navigation = useNavigation();
  const t = useT();
  // The newest story's id: a story just added changes it, so the form starts empty again; a refused form
  // stays as it was typed.
  const newest = Math.max(0, ...[...drafts, ...published].map((story) => story.id));
  // The link sits where the language puts it in the sentence.
  const [introBefore, introAfter] = t("adminStories.intro").split("{{link}}");
  return (
    <>
      <h1>{t("adminNav.stories")}</h1>
      <p>
        {introBefore}
        <Link to="/stories">{t("adminStories.introLink")}</Link>
        {introAfter}
      </p>
      <StoryForm
        // A new form for each story opened for editing, and after one is added.
        key={`${editing?.id ?? "new"}-${newest}`}
        editing={editing}
        errors={result?.reply.error}
        values={result?.reply.initialValue ?? undefined}
        thisYear={thisYear}
        busy={navigation.state === "submitting"}
      />
      <StorySection
        id="drafts"
        title={t("adminStories.drafts", { number: drafts.length })}
        stories={drafts}
        empty={t("adminStories.noDrafts")}
      />
      <StorySection
        id="published"
        title={t("adminStories.published", { number: published.length })}
        stories={published}
        empty={t("adminStories.noPublished")}
      />
      {removing && (
        <Dialog title={t("adminStories.removeTitle", { names: removing.names })} closeTo={ADMIN_STORIES}>
          <p>{removing.image ? t("adminStories.removeWithPhoto") : t("adminStories.removeText")}</p>
          <Form method="post" action={ADMIN_STORIES} className="wizard-actions">
            <input type="hidden" name="storyId" value={removing.id} />
            <Link to={ADMIN_STORIES} className="button button--outline" replace>
              {t("adminStories.keep")}
            </Link>
            <button
              type="submit"
              name="intent"
              value="remove"
              className="button button--danger"
              autoFocus
              data-autofocus
            >
              {t("adminStories.remove")}
            </button>
          </Form>
        </Dialog>
      )}
    </>
  );
}

function StorySection({
  id,
  title,
  stories,
  empty,
}: {
  id: string;
  /** The heading with the count: "Drafts (2)". */
  title: string;
  stories: ManagedStory[];
  empty: string;
}) {
  return (
    <section aria-labelledby={`${id}-heading`}>
      <h2 id={`${id}-heading`}>{title}</h2>
      {stories.length === 0 ? (
        <p className="empty">{empty}</p>
      ) : (
        <ul className="stories">
          {stories.map((story) => (
            <AdminStoryItem key={story.id} story={story} />
          ))}
        </ul>
      )}
    </section>
  );
}
