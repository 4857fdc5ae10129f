/** A body no form could have sent (a broken multipart body, say): a 400 for the client, not a 500. */
export function malformedBody(): Response {
  return new Response("Bad Request: the form could not be read.", {
    status: 400,
    headers: { "Content-Type": "text/plain; charset=utf-8" },
  });
}

/** The request's form fields, or a thrown 400 when the body cannot be read as a form. */
export async function readForm(request: Request): Promise<FormData> {
  try {
    return await request.formData();
  } catch {
    throw malformedBody();
  }
}
