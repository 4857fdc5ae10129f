import type { ActionFunctionArgs } from "@remix-run/node";
import { json } from "@remix-run/node";
import { submitEnquiry } from "~/domain/enquiries.server";
import { contactSchema } from "~/forms/contact";
import { isHoneypotFilled } from "~/forms/honeypot";
import { apiError, handleApi, readJsonObject, validationError } from "~/web/api.server";

const ADDED = { msg: "Enquiry added", message: "Enquiry added" };

// POST {name, email, contact, message, access_key}; access_key belonged to the
// original client's form service and is ignored.
export async function action({ request }: ActionFunctionArgs) {
  if (request.method !== "POST") return apiError(405, "Method not allowed");
  return handleApi(async () => {
    const body = await readJsonObject(request);
    const result = contactSchema.safeParse(body);
    if (!result.success) return validationError(result.error.issues);
    if (!isHoneypotFilled(body)) await submitEnquiry(result.data);
    return json(ADDED, { status: 201 });
  });
}

export async function loader() {
  return apiError(405, "Method not allowed");
}
