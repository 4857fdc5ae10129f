import type { ActionFunctionArgs, LoaderFunctionArgs } from "@remix-run/node";
import { json } from "@remix-run/node";
import { Link, useLoaderData } from "@remix-run/react";
import { ModerationButtons } from "~/components/ModerationButtons";
import { ProfileDetails } from "~/components/ProfileDetails";
import { getMemberForAdmin } from "~/domain/admin.server";
import { requireAdmin } from "~/web/auth.server";
import { redirectWithFlash } from "~/web/flash.server";
import { moderateMember } from "~/web/moderation.server";
import { readForm } from "~/web/request-body.server";
import { memberCode } from "~/forms/member-id";

export async function loader({ request, params }: LoaderFunctionArgs) {
  await requireAdmin(request);
  const member = getMemberForAdmin(params.id ?? "");
  if (!member) throw new Response("Not Found", { status: 404 });
  return json({ member }, { headers: { "Cache-Control": "private, no-store" } });
}

export async function action({ request }: ActionFunctionArgs) {
  await requireAdmin(request);
  // The path as it came (still percent-encoded): the decoded id may hold characters no Location header can.
  return redirectWithFlash(new URL(request.url).pathname, await moderateMember(await readForm(request)));
}

export default function AdminMember() {
  const { member } = useLoaderData<typeof loader>();
  return (
    <>
      <p>
        <Link to="/admin">← All members</Link>
      </p>
      <section className="card profile-head">
        <img src={member.image ?? "/avatar-default.svg"} alt="" width={96} height={96} className="avatar" />
        <div>
          <h1>{member.fullName}</h1>
          <p>
            {memberCode(member.unqId)} · joined {member.createdAt.slice(0, 10)} ·{" "}
            {member.blockByAdmin ? "Blocked" : "Active"}
            {member.verified ? " · Verified" : ""}
          </p>
          <ModerationButtons
            memberId={member.publicId}
            name={member.fullName}
            blocked={member.blockByAdmin}
            verified={member.verified}
            isAdmin={member.role === "admin"}
          />
        </div>
      </section>
      <section className="card" aria-labelledby="details-heading">
        <h2 id="details-heading">Details</h2>
        <ProfileDetails profile={member} />
        <p>{member.connections.length} connections</p>
      </section>
    </>
  );
}
