import type { ActionFunctionArgs, LoaderFunctionArgs, MetaFunction } from "@remix-run/node";
import { json } from "@remix-run/node";
import { Form, Link, useActionData, useLoaderData, useNavigation } from "@remix-run/react";
import { AdminStoryItem, type ManagedStory } from "~/components/AdminStoryItem";
import { Dialog } from "~/components/Dialog";
import { StoryForm } from "~/components/StoryForm";
import { thisYear } from "~/domain/stories.server";
import { storiesForAdmin } from "~/domain/story-lists.server";
import { requireAdmin } from "~/web/auth.server";
import { storyAdminAction, type StoryFormResult } from "~/web/story-admin.server";

// Success stories (docs/product-rules.md §34): the form to add one (or, with ?edit=<id>, to edit one), then
// the drafts and the published stories with their buttons. ?remove=<id> asks before removing (a dialog opened
// by the URL, so it works without JavaScript).

// Here, not imported from the .server module: its values do not reach the browser.
const ADMIN_STORIES = "/admin/stories";

export const meta: MetaFunction = () => [{ title: "Success stories" }];

export async function loader({ request }: LoaderFunctionArgs) {
  const admin = await requireAdmin(request);
  const params = new URL(request.url).searchParams;
  const { drafts, published } = storiesForAdmin(admin);
  const find = (key: string) => [...drafts, ...published].find((story) => String(story.id) === params.get(key));
  return json(
    { drafts, published, editing: find("edit") ?? null, removing: find("remove") ?? null, thisYear: thisYear() },
    { headers: { "Cache-Control": "private, no-store" } },
  );
}

export async function action({ request }: ActionFunctionArgs) {
  return storyAdminAction(await requireAdmin(request), request);
}

export default function AdminStories() {
  const { drafts, published, editing, removing, thisYear } = useLoaderData<typeof loader>();
  const result = useActionData<typeof action>() as StoryFormResult | undefined;
  const navigation = useNavigation();
  // The newest story's id: a story just added changes it, so the form starts empty again; a refused form
  // stays as it was typed.
  const newest = Math.max(0, ...[...drafts, ...published].map((story) => story.id));
  return (
    <>
      <h1>Success stories</h1>
      <p>
        Drafts are seen by administrators only. Published stories show on the home page (the newest three) and on{" "}
        <Link to="/stories">the Success stories page</Link>.
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
      <StorySection id="drafts" title="Drafts" stories={drafts} empty="No drafts." />
      <StorySection id="published" title="Published" stories={published} empty="No published stories." />
      {removing && (
        <Dialog title={`Remove the story of ${removing.names}?`} closeTo={ADMIN_STORIES}>
          <p>It leaves the site at once{removing.image ? ", with its photo" : ""}. This cannot be undone.</p>
          <Form method="post" action={ADMIN_STORIES} className="wizard-actions">
            <input type="hidden" name="storyId" value={removing.id} />
            <Link to={ADMIN_STORIES} className="button button--outline" replace>
              Keep the story
            </Link>
            <button
              type="submit"
              name="intent"
              value="remove"
              className="button button--danger"
              autoFocus
              data-autofocus
            >
              Remove the story
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
  title: string;
  stories: ManagedStory[];
  empty: string;
}) {
  return (
    <section aria-labelledby={`${id}-heading`}>
      <h2 id={`${id}-heading`}>
        {title} ({stories.length})
      </h2>
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
