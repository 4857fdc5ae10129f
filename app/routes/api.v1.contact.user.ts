import { submitEnquiry } from "~/domain/mail/enquiries.server";
import { contactSchema } from "~/forms/contact";
import { isHoneypotFilled } from "~/forms/honeypot";
import { apiError, handleApi, readJsonObject, validationError } from "~/web/api.server";
import type { Route } from "./+types/api.v1.contact.user";

const ADDED = { msg: "Enquiry added", message: "Enquiry added" };

// POST {name, email, contact, message, access_key}; access_key belonged to the
// original client's form service and is ignored.
export async function action({ request }: Route.ActionArgs) {
  if (request.method !== "POST") return apiError(405, "Method not allowed");
  return handleApi(async () => {
    const body = await readJsonObject(request);
    const result = contactSchema.safeParse(body);
    if (!result.success) return validationError(result.error.issues);
    if (!isHoneypotFilled(body)) await submitEnquiry(result.data);
    return Response.json(ADDED, { status: 201 });
  });
}

export async function loader() {
  return apiError(405, "Method not allowed");
}
