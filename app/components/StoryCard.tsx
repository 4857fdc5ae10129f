import type { ShownStory } from "~/forms/stories";

/**
 * One success story (docs/product-rules.md §34) as everyone reads it: the couple, their city and year, the
 * story as the administrator wrote it (as text: its line breaks kept, never markup) and the photo if any.
 */
export function StoryCard({ story, heading: Heading }: { story: ShownStory; heading: "h2" | "h3" }) {
  return (
    <li className="story card">
      {story.image && (
        <img className="story__photo" src={story.image} alt={story.names} width={120} height={120} loading="lazy" />
      )}
      <div className="story__body">
        <Heading className="story__names">{story.names}</Heading>
        <p className="story__byline">{[story.city, story.year].filter(Boolean).join(", ")}</p>
        <p className="story__text">{story.text}</p>
      </div>
    </li>
  );
}

/** A list of stories; the headings are one level under the section's. */
export function StoryList({ stories, heading }: { stories: ShownStory[]; heading: "h2" | "h3" }) {
  return (
    <ul className="stories">
      {stories.map((story) => (
        <StoryCard key={story.id} story={story} heading={heading} />
      ))}
    </ul>
  );
}
