import { data, type ActionFunctionArgs, type LoaderFunctionArgs } from "react-router";
import type { SubmissionResult } from "@conform-to/dom";
import { followGrievance, fileGrievance, grievanceOfficer, newTicket } from "~/domain/safety/grievances.server";
import { followGrievanceSchema, grievanceSchema } from "~/forms/grievance";
import { isHoneypotFilled } from "~/forms/honeypot";
import { parseForm } from "~/forms/parse";
import { getViewer } from "~/web/auth.server";
import { redirectWithFlash } from "~/web/flash.server";
import { answerRefusals, refusalReply, translateReply } from "~/web/form-reply.server";
import { pageI18n, requestLanguage } from "~/web/language.server";
import { readForm } from "~/web/request-body.server";
import { requestFactsOf } from "~/web/request-context.server";

/** The page's answer to a form: which form it was, its reply, and for a followed ticket what was found. */
export type GrievanceResult = {
  intent: "file" | "follow";
  reply?: SubmissionResult<string[]>;
  followed?: ReturnType<typeof followedView> | null;
};

export async function grievancesLoader({ request }: LoaderFunctionArgs) {
  const viewer = await getViewer(request);
  return data({
    officer: grievanceOfficer(),
    // A member's complaint starts with their own name filled in (the address they give may be another).
    defaultName: viewer?.fullName ?? "",
    i18n: await pageI18n(request, "pages/grievances"),
  });
}

/** A followed complaint as the page shows it: times as ISO strings, the complaint's own words not repeated. */
function followedView(found: NonNullable<ReturnType<typeof followGrievance>>) {
  return {
    ticket: found.ticket,
    category: found.category,
    status: found.status,
    receivedAt: found.receivedAt.toISOString(),
    acknowledgeBy: found.clock.acknowledgeBy.toISOString(),
    resolveBy: found.clock.resolveBy.toISOString(),
    removal: found.clock.removal,
    prompt: found.clock.prompt,
    answers: found.answers.map((answer) => ({ ...answer, at: answer.at.toISOString() })),
  };
}

export async function grievancesAction({ request, context }: ActionFunctionArgs) {
  const form = await readForm(request);
  const language = await requestLanguage(request);
  const { clientIp } = requestFactsOf(context);
  const intent = form.get("intent") === "follow" ? "follow" : "file";
  const refused = (reply: SubmissionResult<string[]>, status = 400) =>
    data<GrievanceResult>({ intent, reply: translateReply(reply, language) }, { status });

  if (intent === "follow") {
    const submission = parseForm(form, followGrievanceSchema);
    if (submission.status !== "success") return refused(submission.reply());
    const { ticket, email } = submission.value;
    return answerRefusals(
      async () => {
        const found = followGrievance(ticket, email, clientIp);
        return data<GrievanceResult>({ intent, followed: found && followedView(found) });
      },
      (error): GrievanceResult => ({ intent, reply: translateReply(refusalReply(submission, error), language) }),
    );
  }

  const submission = parseForm(form, grievanceSchema);
  if (submission.status !== "success") return refused(submission.reply());
  return answerRefusals(
    async () => {
      // A robot that filled the hidden field hears the same answer, with a ticket that names nothing.
      const viewer = await getViewer(request);
      const ticket = isHoneypotFilled(form)
        ? newTicket()
        : fileGrievance(submission.value, { memberUnqId: viewer?.unqId, language, clientIp });
      return redirectWithFlash("/grievances", {
        type: "success",
        message: `Your complaint is received. Its ticket number is ${ticket}; we have e-mailed it to you.`,
      });
    },
    (error): GrievanceResult => ({ intent, reply: translateReply(refusalReply(submission, error), language) }),
  );
}
