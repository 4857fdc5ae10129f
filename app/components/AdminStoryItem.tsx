import { Form, Link } from "react-router";
import type { ShownStory } from "~/forms/stories";
import { useT } from "./translate";

/** A story as an administrator manages it: its state and the record of its photo's consent. */
export type ManagedStory = ShownStory & {
  status: "draft" | "published";
  publishedAt: Date | null;
  photoConsentAt: Date | null;
  photoConsentByName: string | null;
};

const utc = (time: Date) => `${time.toISOString().slice(0, 16).replace("T", " ")} UTC`;

/** One story on /admin/stories, with Edit, Publish or Unpublish, and Remove (which asks first). */
export function AdminStoryItem({ story }: { story: ManagedStory }) {
  const published = story.status === "published";
  const t = useT();
  const names = { names: story.names };
  const at = story.photoConsentAt ? utc(story.photoConsentAt) : null;
  const by = story.photoConsentByName;
  const consent =
    at === null
      ? by
        ? t("adminStory.consentBy", { name: by })
        : t("adminStory.consentByFormer")
      : by
        ? t("adminStory.consentAtBy", { time: at, name: by })
        : t("adminStory.consentAtByFormer", { time: at });
  return (
    <li className="story card">
      {story.image && <img className="story__photo" src={story.image} alt={story.names} width={120} height={120} />}
      <div className="story__body">
        <h3 className="story__names">{story.names}</h3>
        <p className="story__byline">
          {[story.city, story.year].filter(Boolean).join(", ")}
          {" · "}
          {published && story.publishedAt
            ? t("adminStory.publishedAt", { time: utc(story.publishedAt) })
            : t("adminStory.draft")}
        </p>
        <p className="story__text">{story.text}</p>
        {story.image && <p className="field__hint">{consent}</p>}
        <Form method="post" className="person__actions">
          <input type="hidden" name="storyId" value={story.id} />
          <Link
            to={`?edit=${story.id}`}
            className="button button--small button--outline"
            aria-label={t("adminStory.editLabel", names)}
          >
            {t("adminStory.edit")}
          </Link>
          <button
            type="submit"
            name="intent"
            value={published ? "unpublish" : "publish"}
            className="button button--small"
            aria-label={published ? t("adminStory.unpublishLabel", names) : t("adminStory.publishLabel", names)}
          >
            {published ? t("adminStory.unpublish") : t("adminStory.publish")}
          </button>
          <Link
            to={`?remove=${story.id}`}
            className="button button--small button--danger"
            aria-label={t("adminStory.removeLabel", names)}
          >
            {t("adminStory.remove")}
          </Link>
        </Form>
      </div>
    </li>
  );
}
