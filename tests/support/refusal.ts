import { UserError } from "~/services/user-error.server";

/** The refusal `run` throws (a UserError): its message and status; anything else is rethrown. */
export function refusal(run: () => unknown): { message: string; status: number } {
  try {
    run();
  } catch (error) {
    if (error instanceof UserError) return { message: error.message, status: error.status };
    throw error;
  }
  throw new Error("no refusal");
}

/** The same for an async `run`: the refusal its promise rejects with. */
export async function refusalAsync(run: () => Promise<unknown>): Promise<{ message: string; status: number }> {
  try {
    await run();
  } catch (error) {
    if (error instanceof UserError) return { message: error.message, status: error.status };
    throw error;
  }
  throw new Error("no refusal");
}
