import { Link } from "react-router";
import { useT } from "./translate";

type Numbers = {
  newMembers: number;
  awaitingModeration: number;
  idReviews: number;
  complaintsDue: number;
  failedMail: number;
};

/** Each number, its words and the queue it links to (new members: the list below, newest first). */
const TILES: { key: keyof Numbers; words: string; to: string }[] = [
  { key: "newMembers", words: "adminDashboard.newMembers", to: "#members-heading" },
  { key: "awaitingModeration", words: "adminDashboard.awaitingModeration", to: "/admin/moderation" },
  { key: "idReviews", words: "adminDashboard.idReviews", to: "/admin/verification" },
  { key: "complaintsDue", words: "adminDashboard.complaintsDue", to: "/admin/grievances" },
  { key: "failedMail", words: "adminDashboard.failedMail", to: "/admin/mail" },
];

/**
 * Today's numbers at the top of /admin (docs/product-rules.md §16): what needs an administrator, each a link to
 * its queue. A number above nought is marked, so the eye finds work at once.
 */
export function AdminDashboard({ numbers }: { numbers: Numbers }) {
  const t = useT();
  return (
    <section aria-labelledby="today-heading">
      <h1 id="today-heading">{t("adminDashboard.title")}</h1>
      <ul className="admin-dashboard">
        {TILES.map(({ key, words, to }) => (
          <li key={key}>
            <Link
              to={to}
              className={
                numbers[key] > 0 ? "admin-dashboard__tile admin-dashboard__tile--due" : "admin-dashboard__tile"
              }
            >
              <span className="admin-dashboard__number">{numbers[key]}</span>
              <span>{t(words)}</span>
            </Link>
          </li>
        ))}
      </ul>
    </section>
  );
}
