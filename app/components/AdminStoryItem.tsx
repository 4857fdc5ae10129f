import { Form, Link } from "@remix-run/react";
import type { ShownStory } from "~/forms/stories";

/** A story as an administrator manages it: its state and the record of its photo's consent. */
export type ManagedStory = ShownStory & {
  status: "draft" | "published";
  publishedAt: string | null;
  photoConsentAt: string | null;
  photoConsentByName: string | null;
};

const utc = (iso: string) => `${iso.slice(0, 16).replace("T", " ")} UTC`;

/** One story on /admin/stories, with Edit, Publish or Unpublish, and Remove (which asks first). */
export function AdminStoryItem({ story }: { story: ManagedStory }) {
  const published = story.status === "published";
  const whose = `the story of ${story.names}`;
  return (
    <li className="story card">
      {story.image && <img className="story__photo" src={story.image} alt={story.names} width={120} height={120} />}
      <div className="story__body">
        <h3 className="story__names">{story.names}</h3>
        <p className="story__byline">
          {[story.city, story.year].filter(Boolean).join(", ")}
          {" · "}
          {published && story.publishedAt ? `Published ${utc(story.publishedAt)}` : "Draft: not shown to anyone"}
        </p>
        <p className="story__text">{story.text}</p>
        {story.image && (
          <p className="field__hint">
            Photo shown with both members' consent, recorded
            {story.photoConsentAt ? ` ${utc(story.photoConsentAt)}` : ""}
            {story.photoConsentByName ? ` by ${story.photoConsentByName}` : " by a former administrator"}.
          </p>
        )}
        <Form method="post" className="person__actions">
          <input type="hidden" name="storyId" value={story.id} />
          <Link to={`?edit=${story.id}`} className="button button--small button--outline" aria-label={`Edit ${whose}`}>
            Edit
          </Link>
          <button
            type="submit"
            name="intent"
            value={published ? "unpublish" : "publish"}
            className="button button--small"
            aria-label={`${published ? "Unpublish" : "Publish"} ${whose}`}
          >
            {published ? "Unpublish" : "Publish"}
          </button>
          <Link
            to={`?remove=${story.id}`}
            className="button button--small button--danger"
            aria-label={`Remove ${whose}`}
          >
            Remove
          </Link>
        </Form>
      </div>
    </li>
  );
}
