import { DetailList } from "./ProfileSections";
import { filledRows, rowsBySection, type Details } from "./profile-rows";

/**
 * Every detail of a profile in one list, for the administrators' member page (docs/product-rules.md §16),
 * in the order of the profile page's sections; empty values are left out. Its page needs the "profiles" and
 * "options" namespaces (DetailList shows the labels and choices in the reader's language).
 */
export function ProfileDetails({ profile }: { profile: Details }) {
  const { about, family, career, lifestyle, contact } = rowsBySection(profile);
  return (
    <DetailList
      rows={filledRows([
        ...about,
        ["profileRows.lookingFor", profile.lookingFor],
        ...family,
        ...career,
        ...lifestyle,
        ...contact,
      ])}
    />
  );
}
