import type { LoaderFunctionArgs, MetaFunction } from "@remix-run/node";
import { json } from "@remix-run/node";
import { Link, useLoaderData } from "@remix-run/react";
import { STOPPED_MESSAGE, stopAlertByToken } from "~/domain/match-alerts.server";
import { answerRefusals } from "~/web/form-reply.server";

export const meta: MetaFunction = () => [{ title: "Weekly match e-mails" }, { name: "robots", content: "noindex" }];

// The stop link of the weekly e-mail (docs/product-rules.md §26): one click, no login. Its signed token names
// the member; a token that is not ours is a 400 and changes nothing.
export async function loader({ request }: LoaderFunctionArgs) {
  const headers = { "Cache-Control": "private, no-store" };
  const token = new URL(request.url).searchParams.get("token");
  return answerRefusals(
    async () => {
      stopAlertByToken(token);
      return json({ stopped: true, message: STOPPED_MESSAGE }, { headers });
    },
    (error) => ({ stopped: false, message: error.message }),
  );
}

export default function StopAlerts() {
  const { stopped, message } = useLoaderData<{ stopped: boolean; message: string }>();
  return (
    <div className="page page--narrow">
      <h1>Weekly match e-mails</h1>
      <p className={stopped ? undefined : "form-error"} role={stopped ? "status" : "alert"}>
        {message}
      </p>
      <p>
        <Link to="/alerts">{stopped ? "Turn them back on" : "Manage weekly match e-mails"}</Link> (you will be asked to
        log in).
      </p>
    </div>
  );
}
